package dev.aggregationbench.pitfalls;

import dev.aggregationbench.workerdoc.ApiReading;
import java.util.Map;

/**
 * The page requests the mock counted by the {@code X-Context-Id} they carried (issue 25): right (it names the
 * partition the request walks), none, wrong (another aggregation's id). {@link #since} gives what one step sent.
 */
record WireIds(long right, long none, long wrong) {

    static WireIds now(HttpMock api) {
        Map<String, Long> ids = ApiReading.of(api.http().fetchApiInfo()).contextIds();
        return new WireIds(ids.get("right"), ids.get("none"), ids.get("wrong"));
    }

    /** What the mock counted since {@code before}. */
    static WireIds since(WireIds before, HttpMock api) {
        WireIds after = now(api);
        return new WireIds(after.right - before.right, after.none - before.none, after.wrong - before.wrong);
    }
}
