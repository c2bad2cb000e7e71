package dev.aggregationbench.workerdoc;

/** One heap pool's peak during the pass ({@code MemoryPoolMXBean#getPeakUsage}, reset at pass start). */
public record PoolPeak(String pool, long peakUsedBytes, long peakCommittedBytes) {}
