package dev.aggregationbench.report;

import dev.aggregationbench.report.ReportData.Timeline;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.Sample;
import java.util.Comparator;
import java.util.List;

/**
 * Which repetition's timeline a chart shows for a variant: the median repetition by duration among those that
 * ended ok (the lower middle one for an even count). When none ended ok, the first failed repetition that still
 * measured something, labelled as failed: a variant that ran out of heap shows how its heap got there.
 */
final class RepresentativeRepetition {

    private RepresentativeRepetition() {}

    static Timeline timeline(VariantResults variant) {
        List<Repetition> ok = variant.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK && hasSamples(r))
                .sorted(Comparator.comparingLong(r -> r.measuredPass().time().durationNanos()))
                .toList();
        if (!ok.isEmpty()) {
            Repetition median = ok.get((ok.size() - 1) / 2);
            String chosen = "#" + median.repetition()
                    + (ok.size() == 1 ? " (the only one ok)" : " (median duration of " + ok.size() + " ok)");
            return of(median, chosen);
        }
        return variant.repetitions().stream()
                .filter(RepresentativeRepetition::hasSamples)
                .findFirst()
                .map(r -> of(r, "#" + r.repetition() + ", ended " + r.status().id() + " (none ok)"))
                .orElse(null);
    }

    static String whyNone(VariantResults variant) {
        if (variant.repetitions().isEmpty()) {
            return "no repetition ran";
        }
        Repetition first = variant.repetitions().getFirst();
        return "no repetition measured a timeline (#" + first.repetition() + " ended "
                + first.status().id()
                + (first.message() == null ? "" : ": " + ReportSections.abbreviate(first.message(), 120)) + ")";
    }

    private static boolean hasSamples(Repetition r) {
        PassResult pass = r.measuredPass();
        return pass != null
                && pass.samples() != null
                && !pass.samples().samples().isEmpty();
    }

    private static Timeline of(Repetition r, String chosen) {
        PassResult pass = r.measuredPass();
        List<long[]> samples = pass.samples().samples().stream()
                .map(RepresentativeRepetition::row)
                .toList();
        return new Timeline(
                r.repetition(),
                r.status().id(),
                chosen,
                pass.samples().intervalMillis(),
                samples,
                pass.gc() == null ? List.of() : pass.gc().events(),
                pass.time() == null ? null : pass.time().durationNanos(),
                pass.allocation() == null ? null : pass.allocation().allocatedBytes(),
                pass.heap() == null ? null : pass.heap().maxHeapBytes());
    }

    private static long[] row(Sample s) {
        return new long[] {s.offsetMillis(), s.heapUsedBytes(), s.allocatedBytes(), s.heapCommittedBytes()};
    }
}
