package dev.aggregationbench.orchestration;

import dev.aggregationbench.run.IsolationMode;
import java.util.function.BooleanSupplier;

/**
 * What {@code --isolation=auto} becomes for a matrix or a teaching set, decided once for all its runs: processes when
 * a run's workers need a JDK of their own (an image of each JDK's runtime is what docker would build), else Docker
 * when an engine answers now, else processes. The one place of that rule.
 *
 * @param mode docker or process
 * @param why the reason, in words the output prints
 */
record AutoIsolation(IsolationMode mode, String why) {

    /** @param ownJdk whether some run's workers run on a JDK of their own ({@code --jdk}); the engine is not asked */
    static AutoIsolation decide(boolean ownJdk, BooleanSupplier dockerEngineAnswers) {
        if (ownJdk) {
            return new AutoIsolation(
                    IsolationMode.PROCESS,
                    "a cell's workers run on a JDK of their own (--jdk): auto runs them in processes "
                            + "(--isolation=docker builds an image of each JDK's runtime instead)");
        }
        return dockerEngineAnswers.getAsBoolean()
                ? new AutoIsolation(IsolationMode.DOCKER, "a Docker engine answers")
                : new AutoIsolation(IsolationMode.PROCESS, "no Docker engine answers");
    }
}
