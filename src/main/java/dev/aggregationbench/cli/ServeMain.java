package dev.aggregationbench.cli;

import dev.aggregationbench.AggregationBenchApplication;
import dev.aggregationbench.knob.UsageErrors;
import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./benchmark.sh serve}: parses its options like every other subcommand (--help prints help, an unknown
 * option is exit 2), then starts the REST service. Spring properties ({@code --name.with.dots=value}, such as
 * {@code --aggbench.queue-capacity=3}) pass through to the service unchanged.
 */
@Command(
        name = "benchmark.sh serve",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        usageHelpWidth = 110,
        description = {
            "Starts the REST service: trigger, watch and read benchmark runs over HTTP (API under /api, "
                    + "OpenAPI at /v3/api-docs).",
            ""
        },
        footer = {
            "",
            "Any Spring property can be given as --name=value when its name has a dot, for example:",
            "  --aggbench.queue-capacity=3  --aggbench.allowed-hosts=bench.example.org  --server.port=0",
            "Exit codes: 2 bad input, a port in use or an address not of this machine (nothing started); 1 the service "
                    + "could not start for another reason (Spring prints it)."
        })
public final class ServeMain {

    @Option(names = "--port", defaultValue = "8080", description = "TCP port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(
            names = "--bind",
            defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}: this machine only).")
    String bind;

    @Option(names = "--results-dir", description = "Where runs are kept (default: results).")
    Path resultsDir;

    private ServeMain() {}

    public static void main(String[] args) {
        List<String> springArguments = new ArrayList<>();
        int code = parse(args, System.out, System.err, springArguments);
        if (code >= 0) {
            System.exit(code);
        }
        try {
            SpringApplication.run(AggregationBenchApplication.class, springArguments.toArray(String[]::new));
        } catch (RuntimeException e) { // Spring Boot has printed why (e.g. the results directory is in use)
            System.exit(1);
        }
    }

    /**
     * Parses the command line. Returns -1 and fills {@code springArguments} when the service should start; else the
     * exit code (0 after --help or --version, 2 for bad input, with one line naming the problem).
     */
    static int parse(String[] args, PrintStream out, PrintStream err, List<String> springArguments) {
        List<String> own = new ArrayList<>();
        List<String> properties = new ArrayList<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            boolean property =
                    arg.startsWith("--") && eq > 2 && arg.substring(2, eq).contains(".");
            (property ? properties : own).add(arg);
        }
        ServeMain serve = new ServeMain();
        CommandLine cli = new CommandLine(serve);
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        try {
            CommandLine.ParseResult parsed = cli.parseArgs(own.toArray(String[]::new));
            if (CommandLine.printHelpIfRequested(parsed)) {
                return 0;
            }
        } catch (CommandLine.ParameterException e) {
            return new UsageErrors("benchmark.sh serve", "./benchmark.sh serve --help", Map.of("--port", "0..65535"))
                    .handleParseException(e, own.toArray(String[]::new));
        }
        if (serve.port < 0 || serve.port > 65535) {
            err.println("benchmark.sh serve: --port must be 0..65535, was " + serve.port);
            return 2;
        }
        String unusable = unusableAddress(serve.bind, serve.port);
        if (unusable != null) {
            err.println("benchmark.sh serve: " + unusable);
            return 2;
        }
        springArguments.add("--server.port=" + serve.port);
        springArguments.add("--server.address=" + serve.bind);
        if (serve.resultsDir != null) {
            springArguments.add("--aggbench.results-dir=" + serve.resultsDir);
        }
        springArguments.addAll(properties);
        return -1;
    }

    /**
     * Why the service could not listen on {@code bind}:{@code port}, found by binding it once before Spring starts
     * (a port in use, an address of another machine); {@code null} when it can. Another process may still take the
     * port in the moment between this check and the service's bind: Spring then says so in its own words.
     */
    static String unusableAddress(String bind, int port) {
        InetAddress address;
        try {
            address = InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            return "--bind " + Echo.quote(bind) + " is not an address or a known host name";
        }
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true); // as the service's connector does: a port in TIME_WAIT is usable
            probe.bind(new InetSocketAddress(address, port));
            return null;
        } catch (BindException e) {
            return "cannot listen on " + Echo.quote(bind) + " port " + port + ": "
                    + (isLocal(address)
                            ? "the port is in use (choose another with --port, or --port=0)"
                            : "the address is not one of this machine's (--bind takes a local address)");
        } catch (IOException e) {
            return "cannot listen on " + Echo.quote(bind) + " port " + port + ": " + Echo.bare(e.getMessage());
        }
    }

    private static boolean isLocal(InetAddress address) {
        try {
            return address.isAnyLocalAddress()
                    || address.isLoopbackAddress()
                    || NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            return false;
        }
    }
}
