/**
 * The scenarios (issue 12) and the contracts their per-style code meets: {@code Scenario} (the ids),
 * {@code WorkPerOrder} (the pipelined scenario's calibrated per-order CPU work, applied to any client),
 * {@code FanOut} with {@code FanOutSettings} and {@code FanOutListener} (K walks at once, one per partition);
 * {@code Ids}, how the scenarios and the variants are found by id.
 * Each style's implementations live in its own {@code variant} package; {@code Variant} maps ids to them.
 *
 * <p>May depend on: {@code client}, {@code order}, {@code knob} (the fan-out's lock and context), {@code text} (the
 * scenario ids).
 */
package dev.aggregationbench.scenario;
