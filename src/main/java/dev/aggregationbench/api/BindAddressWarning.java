package dev.aggregationbench.api;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/** Logs where the service listens, with a warning when that is beyond loopback (anyone on the network may run). */
@Component
class BindAddressWarning implements ApplicationListener<WebServerInitializedEvent> {

    private static final Logger log = LoggerFactory.getLogger(BindAddressWarning.class);

    private final Environment environment;

    public BindAddressWarning(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void onApplicationEvent(WebServerInitializedEvent event) {
        String address = environment.getProperty("server.address");
        int port = event.getWebServer().getPort();
        if (!isLoopback(address)) {
            log.warn(
                    "The service listens on {}:{}, beyond loopback: anyone who reaches this address can start "
                            + "and cancel benchmark runs. Use --bind=127.0.0.1 to keep it local.",
                    address == null || address.isBlank() ? "all interfaces" : address,
                    port);
        } else {
            log.info(
                    "The service listens on http://{}:{}/ (API under /api, OpenAPI at /v3/api-docs, "
                            + "Swagger UI at /swagger-ui.html)",
                    address,
                    port);
        }
    }

    static boolean isLoopback(String address) {
        if (address == null || address.isBlank()) {
            return false;
        }
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
