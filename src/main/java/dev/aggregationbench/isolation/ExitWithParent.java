package dev.aggregationbench.isolation;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;

/**
 * The entry point of every JVM an isolation starts: {@code ExitWithParent <main class> <args...>} watches its
 * standard input, which is a pipe from the process that launched it (the orchestrator, or the attached
 * {@code docker run -i} client that forwards it into the container), and then runs the real main class.
 * Nothing is ever written into the pipe; when its other end closes because the orchestrator died (kill -9, a crash,
 * an OOM kill: nothing in it could clean up), the read returns end-of-file and this JVM halts at once. So a killed
 * CLI or service never leaves a mock or worker JVM running.
 */
final class ExitWithParent {

    /** The exit code of a JVM that ended because its parent was gone. */
    public static final int PARENT_GONE = 99;

    private ExitWithParent() {}

    public static void main(String[] args) throws Throwable {
        if (args.length == 0) {
            System.err.println("usage: ExitWithParent <main class> [arguments...]");
            System.exit(2);
        }
        watch(System.in);
        MethodHandle main = MethodHandles.publicLookup()
                .findStatic(Class.forName(args[0]), "main", MethodType.methodType(void.class, String[].class));
        main.invokeExact(Arrays.copyOfRange(args, 1, args.length));
    }

    /** Halts the JVM when {@code parentPipe} reaches end-of-file (or fails): the parent is gone. */
    static void watch(InputStream parentPipe) {
        Thread.ofPlatform().daemon(true).name("exit-with-parent").start(() -> {
            byte[] ignored = new byte[256];
            try {
                while (parentPipe.read(ignored) >= 0) {
                    // nothing is sent; only the end matters
                }
            } catch (IOException e) {
                // a broken pipe means the same
            }
            System.err.println("aggregation-bench: the launching process is gone (its pipe closed); this JVM ends");
            System.err.flush();
            Runtime.getRuntime().halt(PARENT_GONE);
        });
    }
}
