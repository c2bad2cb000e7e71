package dev.aggregationbench.probe;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The kernel's view of this process's memory, from {@code /proc/self/status}: resident set size (VmRSS) and its
 * high-water mark (VmHWM). Every value is {@code null} where the file does not exist (not Linux).
 */
final class ProcStatus {

    private static final Path STATUS = Path.of("/proc/self/status");
    private static final Path CLEAR_REFS = Path.of("/proc/self/clear_refs");

    /** Current resident set size, or {@code null} where unavailable. */
    public Long rssBytes() {
        return readKiloBytes("VmRSS:");
    }

    /** Peak resident set size since the process started or the last {@link #resetPeakRss}; {@code null} where unavailable. */
    public Long peakRssBytes() {
        return readKiloBytes("VmHWM:");
    }

    /**
     * Resets VmHWM to the current RSS by writing {@code 5} to {@code /proc/self/clear_refs} (Linux 4.0+).
     *
     * @return whether the kernel accepted it
     */
    public boolean resetPeakRss() {
        try {
            Files.writeString(CLEAR_REFS, "5");
            return true;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    private static Long readKiloBytes(String key) {
        try {
            for (String line : Files.readAllLines(STATUS)) {
                if (line.startsWith(key)) {
                    return parseKiloBytes(line.substring(key.length()));
                }
            }
            return null;
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /** {@code "   1636 kB"} -> 1675264. */
    static Long parseKiloBytes(String value) {
        String digits = value.strip();
        if (digits.endsWith("kB")) {
            digits = digits.substring(0, digits.length() - 2).strip();
        }
        try {
            return Long.parseLong(digits) * 1024;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
