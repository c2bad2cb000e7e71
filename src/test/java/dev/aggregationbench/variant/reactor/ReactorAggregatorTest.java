package dev.aggregationbench.variant.reactor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.support.RecordingOrdersClient;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import reactor.test.StepVerifier;

class ReactorAggregatorTest {

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(2_500, 10);

    @Test
    void fetchesNothingOnAssemblyAndAtMostOnePageAheadOfDemand() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

        var pages = ReactorAggregator.pages(client);
        assertThat(client.fetchCount()).as("fetches on assembly").isZero();

        StepVerifier.create(pages, 0)
                .expectSubscription()
                .then(() -> assertThat(client.fetchCount())
                        .as("fetches on subscription, no demand yet")
                        .isLessThanOrEqualTo(1))
                .thenRequest(1)
                .expectNextCount(1)
                .thenRequest(2)
                .expectNextCount(2)
                .then(() -> assertThat(client.fetchCount())
                        .as("fetches after demand of 3")
                        .isBetween(3, 4))
                .thenCancel()
                .verify(Duration.ofSeconds(10));

        int before = client.fetchCount();
        assertThat(ReactorAggregator.pages(client).take(2).collectList().block())
                .hasSize(2);
        assertThat(client.fetchCount() - before)
                .as("fetches for take(2) of 250 pages")
                .isLessThanOrEqualTo(3);
    }
}
