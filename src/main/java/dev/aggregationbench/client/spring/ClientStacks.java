package dev.aggregationbench.client.spring;

/**
 * What each client of the knob {@code client} runs on, in words, for a run's conditions. The run's process has the
 * workers' class path (one jar), so what Spring Boot detects here is what it detected in every worker.
 */
public final class ClientStacks {

    /** The JDK client: its own selector thread reads every socket (see {@code HttpOrdersClient}). */
    static final String JDK = "jdk: java.net.http.HttpClient (HTTP/1.1), its SelectorManager thread reads every socket";

    private ClientStacks() {}

    /** The client {@code id} ({@code jdk} or {@code spring}) in words. */
    public static String describe(String id) {
        return switch (id) {
            case "jdk" -> JDK;
            case "spring" -> "spring: " + SpringClients.description();
            default -> id + ": unknown client";
        };
    }
}
