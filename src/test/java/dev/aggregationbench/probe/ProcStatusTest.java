package dev.aggregationbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

class ProcStatusTest {

    private final ProcStatus proc = new ProcStatus();

    @Test
    void parsesKernelKilobytesIntoBytes() {
        assertThat(ProcStatus.parseKiloBytes("\t    1636 kB")).isEqualTo(1636L * 1024);
        assertThat(ProcStatus.parseKiloBytes("garbage")).isNull();
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void thePeakRssIsNeverBelowTheCurrentRss() {
        Long rss = proc.rssBytes();
        Long peak = proc.peakRssBytes();

        assertThat(rss).isPositive();
        assertThat(peak).isGreaterThanOrEqualTo(rss);
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void resettingThePeakBringsItDownAfterTouchedMemoryIsGivenBack() {
        proc.resetPeakRss();
        long before = proc.peakRssBytes();
        java.nio.ByteBuffer touched = java.nio.ByteBuffer.allocateDirect(64 * 1024 * 1024);
        for (int i = 0; i < touched.capacity(); i += 4096) {
            touched.put(i, (byte) 1); // make every page resident
        }
        long raised = proc.peakRssBytes();

        assertThat(raised - before).isGreaterThanOrEqualTo(60L * 1024 * 1024);
        if (proc.resetPeakRss()) {
            assertThat(proc.peakRssBytes()).isLessThanOrEqualTo(proc.rssBytes() + 4L * 1024 * 1024);
        }
    }
}
