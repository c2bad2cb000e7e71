package dev.aggregationbench.worker;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.workerdoc.WarmupEnd;
import dev.aggregationbench.workerdoc.WarmupPass;
import java.util.List;
import java.util.Locale;

/**
 * When warm-up is over. {@code --warmup=auto}: warm up until the JVM is steady, i.e. {@link #REQUIRED_QUIET_PASSES}
 * passes in a row each compiled for at most {@code quietCompilationMillis} ({@code CompilationMXBean}), or until a
 * cap (passes, seconds) stops it before; the cap in seconds also stops it when one more pass, as long as the last,
 * would end past it. {@code --warmup=N}: exactly N passes; the rule is still evaluated
 * and reported, it just does not decide.
 *
 * <p>Why compilation time and not "the last passes' times within x%": C2 keeps compiling in bursts long after the
 * pass times look flat (HttpClient code runs once per request, so its methods reach the compile thresholds late),
 * and those bursts land in whichever pass is measured. A pass time rule stops too early or never; the JIT's own
 * counter says directly whether compilation is still going on.
 *
 * @param fixedPasses {@code null} for auto
 */
record WarmupPlan(Integer fixedPasses, long quietCompilationMillis, int maxPasses, long maxSeconds) {

    static final int REQUIRED_QUIET_PASSES = 2;
    static final String AUTO = WarmupEnd.AUTO;

    /** Parses {@code --warmup}: {@code auto} or a count 0..100. */
    static Integer parseFixedPasses(String warmup) {
        String text = warmup.trim();
        if (AUTO.equalsIgnoreCase(text)) {
            return null;
        }
        Knob.WARMUP.definition().kind().problem(text).ifPresent(wrong -> {
            throw new IllegalArgumentException(wrong);
        });
        return Integer.valueOf(text);
    }

    boolean auto() {
        return fixedPasses == null;
    }

    /** Whether another warm-up pass should run after {@code done}, which took {@code elapsedNanos} together. */
    boolean another(List<WarmupPass> done, long elapsedNanos) {
        if (!auto()) {
            return done.size() < fixedPasses;
        }
        return !Boolean.TRUE.equals(steady(done)) && done.size() < maxPasses && !atTimeCap(done, elapsedNanos);
    }

    /**
     * Whether the cap in seconds stops warm-up: reached, or the next pass, as long as the last, would end past it. A
     * long pass (a pinned fan-out on JDK 21: ~40 s) is then warmed up once, not until twice the cap.
     */
    private boolean atTimeCap(List<WarmupPass> done, long elapsedNanos) {
        long next = done.isEmpty() ? 0 : done.getLast().durationNanos();
        return elapsedNanos + next >= maxSeconds * 1_000_000_000L;
    }

    /**
     * Steady: the last {@link #REQUIRED_QUIET_PASSES} passes were quiet; {@code null} when compilation time is
     * unknown.
     */
    static Boolean steady(List<WarmupPass> done) {
        if (!done.isEmpty() && done.getLast().quiet() == null) {
            return null;
        }
        if (done.size() < REQUIRED_QUIET_PASSES) {
            return false;
        }
        return done.subList(done.size() - REQUIRED_QUIET_PASSES, done.size()).stream()
                .allMatch(pass -> Boolean.TRUE.equals(pass.quiet()));
    }

    WarmupEnd result(List<WarmupPass> done, long elapsedNanos, Long compilerCpuNanos) {
        Boolean steady = steady(done);
        String note;
        if (steady == null) {
            note = "this JVM reports no compilation time: steady not detected";
        } else if (!auto()) {
            note = "fixed: " + fixedPasses + " warm-up pass(es) as asked; the JIT was "
                    + (steady ? "quiet" : "not yet quiet") + " in the last " + REQUIRED_QUIET_PASSES;
        } else if (steady) {
            note = "steady: " + REQUIRED_QUIET_PASSES + " passes in a row compiled for <= " + quietCompilationMillis
                    + " ms each";
        } else if (done.size() >= maxPasses) {
            note = "not steady: stopped at the cap of " + maxPasses + " passes";
        } else if (elapsedNanos >= maxSeconds * 1_000_000_000L) {
            note = "not steady: stopped at the cap of " + maxSeconds + " s";
        } else {
            note = String.format(
                    Locale.ROOT,
                    "not steady: cut short by the cap of %d s: one more pass of %.1f s would have ended past it",
                    maxSeconds,
                    done.getLast().durationNanos() / 1e9);
        }
        return new WarmupEnd(
                auto() ? WarmupEnd.AUTO : WarmupEnd.FIXED,
                quietCompilationMillis,
                REQUIRED_QUIET_PASSES,
                auto() ? maxPasses : fixedPasses,
                maxSeconds,
                done.size(),
                steady,
                elapsedNanos,
                compilerCpuNanos,
                note);
    }
}
