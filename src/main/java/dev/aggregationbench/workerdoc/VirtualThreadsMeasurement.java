package dev.aggregationbench.workerdoc;

/**
 * What the virtual threads of a measured pass did to their carriers, from a JFR recording of the pass (the worker
 * records one only for a row that runs virtual threads; the pass's {@code virtualThreads} is {@code null}
 * otherwise, and where JFR is not available).
 *
 * @param pinnedEvents          {@code jdk.VirtualThreadPinned} events of the pass, threshold 0: every time a
 *                              virtual thread blocked and could not leave its carrier
 * @param peakCarrierThreads    the most carrier threads alive at one time during the pass: threads of class
 *                              {@code jdk.internal.misc.CarrierThread} alive at its start, then JFR's
 *                              {@code jdk.ThreadStart} and {@code jdk.ThreadEnd} of the threads of the thread group
 *                              {@code CarrierThreads} (JDK 25's pool also puts its {@code DelayScheduler} there, a
 *                              thread still alive at the end and not a carrier: left out)
 * @param carrierThreadsStarted carrier threads started during the pass
 */
public record VirtualThreadsMeasurement(long pinnedEvents, int peakCarrierThreads, int carrierThreadsStarted) {}
