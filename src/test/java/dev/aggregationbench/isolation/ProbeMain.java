package dev.aggregationbench.isolation;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A tiny main launched through the isolations in tests: reports what the JVM sees of its CPU limit as
 * {@code key=value} lines on stdout (and into {@code --write=<file>}). Options: {@code --sleep-ms=<n>},
 * {@code --exit=<code>}, {@code --serve=<address>:<port>} (answers "pong" until killed), {@code --fetch=<url>}.
 */
public final class ProbeMain {

    private ProbeMain() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new LinkedHashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            options.put(arg.substring(2, eq), arg.substring(eq + 1));
        }
        Map<String, String> report = new LinkedHashMap<>();
        report.put("availableProcessors", Integer.toString(Runtime.getRuntime().availableProcessors()));
        report.put("cpusAllowed", statusField("Cpus_allowed_list"));
        report.put("cpuQuota", cpuQuota());
        report.put("pid", Long.toString(ProcessHandle.current().pid()));
        report.put("javaRuntimeVersion", System.getProperty("java.runtime.version"));
        if (options.containsKey("fetch")) {
            HttpResponse<String> response = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(options.get("fetch")))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            report.put("fetched", response.statusCode() + " " + response.body());
        }
        StringBuilder text = new StringBuilder();
        report.forEach(
                (key, value) -> text.append(key).append('=').append(value).append('\n'));
        System.out.print(text);
        System.out.flush();
        if (options.containsKey("write")) {
            Files.writeString(Path.of(options.get("write")), text);
        }
        if (options.containsKey("serve")) {
            String[] hostPort = options.get("serve").split(":");
            HttpServer server = HttpServer.create(new InetSocketAddress(hostPort[0], Integer.parseInt(hostPort[1])), 0);
            server.createContext("/", exchange -> {
                byte[] body = "pong".getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(200, body.length);
                exchange.getResponseBody().write(body);
                exchange.close();
            });
            server.start();
            System.out.println("serving");
            Thread.sleep(Long.MAX_VALUE);
        }
        if (options.containsKey("sleep-ms")) {
            Thread.sleep(Long.parseLong(options.get("sleep-ms")));
        }
        System.exit(Integer.parseInt(options.getOrDefault("exit", "0")));
    }

    /** Parses the probe's output into a map. */
    static Map<String, String> parse(String text) {
        Map<String, String> result = new LinkedHashMap<>();
        text.lines().filter(line -> line.contains("=")).forEach(line -> {
            int eq = line.indexOf('=');
            result.putIfAbsent(line.substring(0, eq), line.substring(eq + 1));
        });
        return result;
    }

    private static String statusField(String name) throws IOException {
        return Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith(name + ":"))
                .map(l -> l.substring(l.indexOf(':') + 1).trim())
                .findFirst()
                .orElse("n/a");
    }

    /** "quota/period" in microseconds from this process's own cgroup (v1 or v2), "max" when unlimited. */
    private static String cpuQuota() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/cgroup"))) {
            String[] parts = line.split(":", 3);
            boolean v2 = parts[0].equals("0") && parts[1].isEmpty();
            if (v2 && Files.exists(Path.of("/sys/fs/cgroup/cgroup.controllers"))) {
                for (Path dir : new Path[] {Path.of("/sys/fs/cgroup" + parts[2]), Path.of("/sys/fs/cgroup")}) {
                    if (Files.exists(dir.resolve("cpu.max"))) {
                        String[] max =
                                Files.readString(dir.resolve("cpu.max")).trim().split(" ");
                        return max[0].equals("max") ? "max" : max[0] + "/" + max[1];
                    }
                }
            }
            if (java.util.List.of(parts[1].split(",")).contains("cpu")) {
                for (String mount : new String[] {"/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct"}) {
                    for (Path dir : new Path[] {Path.of(mount + parts[2]), Path.of(mount)}) {
                        if (Files.exists(dir.resolve("cpu.cfs_quota_us"))) {
                            String quota = Files.readString(dir.resolve("cpu.cfs_quota_us"))
                                    .trim();
                            String period = Files.readString(dir.resolve("cpu.cfs_period_us"))
                                    .trim();
                            return quota.equals("-1") ? "max" : quota + "/" + period;
                        }
                    }
                }
            }
        }
        return "n/a";
    }
}
