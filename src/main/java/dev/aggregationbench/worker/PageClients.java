package dev.aggregationbench.worker;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.client.spring.SpringOrdersClient;
import dev.aggregationbench.knob.Knob;

/**
 * The client a worker's passes fetch their pages with (the knob {@link Knob#CLIENT}): {@code jdk} is the
 * ground-truth client itself; {@code spring} is a {@link SpringOrdersClient} that counts its retries with it, so
 * the scenario's retry figures read one count whichever client ran. The ground truth and the mock's counters are
 * always read with the JDK client: they are not part of any pass.
 */
final class PageClients {

    static final String JDK = "jdk";
    static final String SPRING = "spring";

    private PageClients() {}

    /**
     * @param scenario the scenario's settings: with a {@code --context}, the JDK client sends each request's id
     * @throws IllegalArgumentException for an id that is not a client (the message lists them), or for the spring
     *                                  client with a {@code --context}, which it does not carry (yet)
     */
    static OrdersClient open(String id, ClientSettings settings, HttpOrdersClient truth, ScenarioSettings scenario) {
        return switch (id) {
            case JDK -> scenario.carrying(truth);
            case SPRING -> {
                if (!scenario.context().equals(Knob.CONTEXT.definition().defaultValue())) {
                    throw new IllegalArgumentException("the spring client does not carry a --context (yet); use "
                            + "--client=jdk with --context=" + scenario.context());
                }
                yield new SpringOrdersClient(settings, truth.retries());
            }
            default -> throw new IllegalArgumentException("unknown client '" + id + "'; valid: jdk, spring");
        };
    }
}
