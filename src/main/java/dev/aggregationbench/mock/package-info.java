/**
 * The orders API mock: a deterministic, paginated orders API served by WireMock, which every variant aggregates.
 * Orders are a pure function of (seed, total orders, position) ({@link dev.aggregationbench.mock.OrderGenerator});
 * pages are written straight to bytes ({@code PageWriter}) by the response transformers the stub mappings in
 * {@code mock-api/mappings} route to; the ground truth ({@code /orders/stats}, also per partition) comes from the
 * generator, never over HTTP. Latency and faults are injected here, seeded, so every variant meets the same ones.
 * Every bad query gets 400 as problem+json naming the parameter, one WireMock cannot even decode included
 * ({@code QueryEncodingFilter}, in front of WireMock's servlet).
 * {@link dev.aggregationbench.mock.MockMain} is {@code ./benchmark.sh mock}; the contract is
 * {@code mock-api/openapi.yaml}, and {@code mock-api/README.md} says how it is built and how fast it is.
 *
 * <p>May depend on: {@code order}, {@code text} (quoting outside values in messages), {@code knob} (the options it
 * shares with a run, defined once).
 */
package dev.aggregationbench.mock;
