package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.core.Options;
import com.github.tomakehurst.wiremock.http.AdminRequestHandler;
import com.github.tomakehurst.wiremock.http.HttpServerFactory;
import com.github.tomakehurst.wiremock.http.StubRequestHandler;
import com.github.tomakehurst.wiremock.jetty11.Jetty11HttpServer;
import java.util.EnumSet;
import wiremock.jakarta.servlet.DispatcherType;
import wiremock.org.eclipse.jetty.servlet.FilterHolder;
import wiremock.org.eclipse.jetty.servlet.ServletContextHandler;

/**
 * WireMock's own Jetty 11 server with {@link QueryEncodingFilter} first in the stub context's filter chain, so a
 * query WireMock cannot decode is answered 400 before WireMock reads it. Installed with
 * {@code WireMockConfiguration.httpServerFactory(OrdersHttpServer.FACTORY)}; the Jetty and servlet classes are the
 * ones wiremock-standalone relocates under {@code wiremock.}.
 */
final class OrdersHttpServer extends Jetty11HttpServer {

    static final HttpServerFactory FACTORY = OrdersHttpServer::new;

    private OrdersHttpServer(Options options, AdminRequestHandler admin, StubRequestHandler stubs) {
        super(options, admin, stubs);
    }

    /** Called from the super constructor: uses no field of this class. */
    @Override
    protected void decorateMockServiceContextBeforeConfig(ServletContextHandler mockServiceContext) {
        mockServiceContext.addFilter(
                new FilterHolder(new QueryEncodingFilter()), "/*", EnumSet.of(DispatcherType.REQUEST));
    }
}
