package dev.aggregationbench.api;

import dev.aggregationbench.text.Echo;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Protection against DNS rebinding: a page on another site can make a browser send requests to a name that
 * resolves to 127.0.0.1, and so reach a service that listens only on loopback; such requests carry that foreign
 * name in their Host header. Requests whose Host (port ignored) is not one of this service's names are refused with
 * 400 problem+json before anything else runs. The names: localhost, 127.0.0.1, [::1], the bind address
 * ({@code server.address}) and {@code aggbench.allowed-hosts}. Bound to all interfaces (0.0.0.0, ::) without
 * {@code aggbench.allowed-hosts}, any Host is accepted: the service is then reachable by every name anyway.
 * Requests without a Host header (HTTP/1.0; browsers always send one) pass.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class HostHeaderFilter extends OncePerRequestFilter {

    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");
    private static final Set<String> ALL_INTERFACES = Set.of("", "0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0");

    private final Set<String> allowed;
    private final boolean anyHost;
    private final JsonMapper json;

    public HostHeaderFilter(
            @Value("${server.address:}") String bindAddress,
            @Value("${aggbench.allowed-hosts:}") List<String> allowedHosts,
            JsonMapper json) {
        this.json = json;
        Set<String> names = new LinkedHashSet<>(LOOPBACK_NAMES);
        String bind = bindAddress.strip().toLowerCase(Locale.ROOT);
        if (!ALL_INTERFACES.contains(bind)) {
            names.add(bind.contains(":") && !bind.startsWith("[") ? "[" + bind + "]" : bind);
        }
        allowedHosts.stream()
                .map(String::strip)
                .filter(h -> !h.isEmpty())
                .map(h -> h.toLowerCase(Locale.ROOT))
                .forEach(names::add);
        this.allowed = Set.copyOf(names);
        this.anyHost = ALL_INTERFACES.contains(bind) && allowedHosts.stream().allMatch(String::isBlank);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String host = request.getHeader("Host");
        if (anyHost || host == null || allowed.contains(hostName(host))) {
            chain.doFilter(request, response);
            return;
        }
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("type", "about:blank");
        problem.put("title", "Invalid Host header");
        problem.put("status", 400);
        problem.put(
                "detail",
                "Host " + Echo.quote(host) + " is not a name of this service "
                        + allowed.stream().sorted().toList()
                        + "; requests for other names are refused (protection against DNS rebinding). Add names with "
                        + "--aggbench.allowed-hosts=name1,name2");
        problem.put("instance", request.getRequestURI());
        Problems.write(response, json, HttpStatus.BAD_REQUEST, problem);
    }

    /** The Host header without its port, lower case, without a trailing dot; IPv6 literals keep their brackets. */
    static String hostName(String host) {
        String name = host.strip().toLowerCase(Locale.ROOT);
        if (name.startsWith("[")) {
            int end = name.indexOf(']');
            name = end < 0 ? name : name.substring(0, end + 1);
        } else if (name.indexOf(':') >= 0 && name.indexOf(':') == name.lastIndexOf(':')) {
            name = name.substring(0, name.indexOf(':'));
        }
        return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
    }
}
