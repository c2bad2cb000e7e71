package dev.aggregationbench;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The REST service (`./benchmark.sh serve`). The mock and the worker are plain-Java entry points of their own. */
@SpringBootApplication
public class AggregationBenchApplication {

    public static void main(String[] args) {
        SpringApplication.run(AggregationBenchApplication.class, args);
    }
}
