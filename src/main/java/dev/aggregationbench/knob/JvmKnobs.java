package dev.aggregationbench.knob;

import static dev.aggregationbench.knob.Definition.advanced;
import static dev.aggregationbench.knob.Definition.knob;
import static dev.aggregationbench.knob.Definition.oneOf;
import static dev.aggregationbench.knob.Definition.whole;

import java.util.List;

/**
 * The knobs of each JVM a run starts: its CPU, memory and heap limits, its collector and JDK, where it runs (a process
 * or a container, on which network), how long it may take and its AOT cache. No program of its own takes them, and
 * all but the CPUs wait in the web form's advanced section; each is built, its default checked, by its {@link Knob}.
 */
final class JvmKnobs {

    static final Definition.Builder CPUS = knob("cpus", "CPUs per JVM")
            .takes(new Kind.Decimal(0.1, Double.POSITIVE_INFINITY), "1")
            .means("CPUs per variant JVM, fractions allowed, at most the machine's (with less than 0.1 a JVM does "
                    + "not even start within the timeout)");

    static final Definition.Builder MEMORY = advanced("memory", "Memory limit per container")
            .takes(new Size(null), "1g")
            .means("memory limit per variant container (Docker syntax), at most the machine's");

    static final Definition.Builder HEAP = advanced("heap", "Heap per JVM (-Xmx)")
            .takes(new Size("16m"), "512m")
            .means("-Xmx of each variant JVM, below the memory limit (-Xms is min(256m, heap))");

    static final Definition.Builder GC = advanced("gc", "Garbage collector")
            .takes(
                    new ListOf(new Kind.Choice(List.of("G1", "ZGC", "Shenandoah", "Parallel", "Serial"), true), true),
                    "G1")
            .means("garbage collector, always passed explicitly (below 2 CPUs HotSpot would pick Serial); a list is "
                    + "a matrix dimension: G1,ZGC,Parallel runs every variant on each, a cell per collector")
            .see("docs/matrix.md");

    static final Definition.Builder JDK = advanced("jdk", "JDK of the workers")
            .takes(new ListOf(new Kind.Text("a JDK"), true), "current")
            .label("JDK")
            .means("the JDK the worker JVMs run on: current (the one running benchmark.sh; in Docker the image's), a "
                    + "feature version (21, 25: looked up in JAVA_HOME, /usr/lib/jvm, SDKMAN, ~/.jdks and the "
                    + "project's cache) or a JDK home; a list is a matrix dimension: 21,25 runs every variant on each, "
                    + "a cell per JDK")
            .see("docs/matrix.md");

    static final Definition.Builder ISOLATION = advanced("isolation", "Isolation")
            .takes(oneOf("auto", "docker", "process"), "auto")
            .means("where each variant's JVM runs (auto: docker when an engine answers, else process)");

    static final Definition.Builder DOCKER_NETWORK = advanced("dockerNetwork", "Docker network")
            .takes(oneOf("host", "bridge"), "host")
            .means("the containers' network (host keeps all traffic on 127.0.0.1)");

    static final Definition.Builder TIMEOUT_SECONDS = advanced("timeoutSeconds", "Timeout per JVM (s)")
            .oldNames("timeout")
            .takes(whole(1, Integer.MAX_VALUE, "s"), "600")
            .means("time a variant JVM may take before it is killed and reported");

    static final Definition.Builder AOT_CACHE = advanced("aotCache", "AOT cache")
            .takes(oneOf(Knob.ON, Knob.OFF), Knob.ON)
            .means("JDK 25 AOT cache (loaded classes, method profiles) for every worker JVM: trained once per build"
                    + " and JVM flags, kept under target/app/aot/; process isolation only; off, with the reason, "
                    + "when the workers' JDK is older than 25")
            .see("docs/measuring.md#the-aot-cache");

    private JvmKnobs() {}
}
