package dev.aggregationbench.client.spring;

import dev.aggregationbench.client.ClientSettings;
import java.time.Duration;
import org.springframework.boot.http.client.ClientHttpRequestFactoryBuilder;
import org.springframework.boot.http.client.HttpClientSettings;
import org.springframework.boot.http.client.reactive.ClientHttpConnectorBuilder;
import org.springframework.http.client.ClientHttpRequestFactory;
import org.springframework.http.client.reactive.ClientHttpConnector;
import org.springframework.web.client.RestClient;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * RestClient and WebClient as Spring Boot builds them when a service sets nothing: the request factory and the
 * connector Boot detects on the class path ({@code ClientHttpRequestFactoryBuilder.detect()},
 * {@code ClientHttpConnectorBuilder.detect()}), with the JDK client's timeouts. With Reactor Netty on the class path
 * (WebClient needs it) Boot picks Reactor Netty for RestClient too: both share its global event loops and its
 * connection pool ({@code HttpResources}: 500 connections, 1,000 requests waiting for one).
 */
final class SpringClients {

    /** As the JDK client: 5 s to connect. */
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private SpringClients() {}

    static RestClient restClient(ClientSettings settings) {
        RestClient.Builder builder = RestClient.builder().requestFactory(requestFactory(settings));
        if (settings.injectedFaultsOff()) { // the AOT cache's training run only
            builder.defaultHeader(ClientSettings.FAULT_HEADER, "none");
        }
        return builder.build();
    }

    static WebClient webClient(ClientSettings settings) {
        WebClient.Builder builder = WebClient.builder().clientConnector(connector(settings));
        if (settings.injectedFaultsOff()) {
            builder.defaultHeader(ClientSettings.FAULT_HEADER, "none");
        }
        return builder.build();
    }

    static ClientHttpRequestFactory requestFactory(ClientSettings settings) {
        return ClientHttpRequestFactoryBuilder.detect().build(httpSettings(settings));
    }

    static ClientHttpConnector connector(ClientSettings settings) {
        return ClientHttpConnectorBuilder.detect().build(httpSettings(settings));
    }

    /** The request timeout bounds the wait for an answer's headers, as the JDK client's does. */
    private static HttpClientSettings httpSettings(ClientSettings settings) {
        return HttpClientSettings.defaults().withTimeouts(CONNECT_TIMEOUT, settings.requestTimeout());
    }

    /**
     * What this class path gives, in words, for a run's conditions: "RestClient on ReactorClientHttpRequestFactory,
     * WebClient on ReactorClientHttpConnector (Spring Boot's defaults, detected), Reactor Netty 1.3.7".
     */
    public static String description() {
        ClientSettings any = ClientSettings.of(java.net.URI.create("http://127.0.0.1"));
        String netty = reactor.netty.http.client.HttpClient.class.getPackage().getImplementationVersion();
        return "RestClient on " + requestFactory(any).getClass().getSimpleName() + ", WebClient on "
                + connector(any).getClass().getSimpleName() + " (Spring Boot's defaults, detected)"
                + (netty == null ? "" : ", Reactor Netty " + netty);
    }
}
