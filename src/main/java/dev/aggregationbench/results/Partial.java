package dev.aggregationbench.results;

import dev.aggregationbench.text.Echo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Why a run's results are partial, and how far it got: a run interrupted (Ctrl-C, SIGTERM), cancelled, or whose
 * process was killed keeps the repetitions whose worker document was complete, and says which did not finish.
 *
 * @param reason              what stopped the run, e.g. "interrupted by SIGINT"
 * @param repetitionsPlanned  worker JVMs the run was to start: (control rows + variants) x repetitions
 * @param repetitionsFinished worker JVMs that finished (whatever their status); they are in {@code variants}
 * @param notFinished         the worker JVMs that did not finish, as {@code <variant>-<n>} (their {@code jvms/} names)
 */
public record Partial(String reason, int repetitionsPlanned, int repetitionsFinished, List<String> notFinished) {

    public Partial {
        notFinished = List.copyOf(notFinished);
    }

    /** What {@code finished} covers of the planned run: every id in {@code plannedIds}, repetitions 1..n each. */
    public static Partial of(String reason, List<String> plannedIds, int repetitions, List<VariantResults> finished) {
        Set<String> done = new HashSet<>();
        finished.forEach(v -> v.repetitions().forEach(r -> done.add(v.variant() + "-" + r.repetition())));
        List<String> missing = new ArrayList<>();
        for (String id : plannedIds) {
            for (int rep = 1; rep <= repetitions; rep++) {
                if (!done.contains(id + "-" + rep)) {
                    missing.add(id + "-" + rep);
                }
            }
        }
        return new Partial(reason, plannedIds.size() * repetitions, done.size(), missing);
    }

    /** One line, whatever a file read back says: "interrupted by SIGINT: 1 of 4 repetitions finished; not finished: naive-1, naive-2, ...". */
    public String describe() {
        List<String> names = notFinished.stream().map(Echo::bare).toList(); // read back from a file: bounded
        String list = names.size() <= 8
                ? String.join(", ", names)
                : String.join(", ", names.subList(0, 8)) + " and " + (names.size() - 8) + " more";
        return Echo.bare(reason) + ": " + repetitionsFinished + " of " + repetitionsPlanned + " repetitions finished"
                + (notFinished.isEmpty() ? "" : "; not finished: " + list);
    }
}
