package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.AotCacheUse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JVM's -Xlog:aot lines, as Temurin 25.0.3 printed them for a cache it mapped and for one it refused. */
class AotCacheLogTest {

    @Test
    void aMappedCacheIsReadFromItsRegionLine() {
        AotCacheUse use = AotCacheLog.of(
                List.of(
                        "[0.014s][info][aot] Opened AOT cache /app/aot/ee4b77aa36f87922.aot.",
                        "[0.014s][info][aot] Mapped static  region #0 at base 0x0000000079001000 top 0x0000000079fc3000 (ReadWrite)",
                        "[0.043s][info][aot] Using AOT-linked classes: true (static archive: has aot-linked classes)",
                        "{\"not\": \"a log line\"}"),
                "jvms/iterator-1.console.log");

        assertThat(use.mapped()).isTrue();
        assertThat(use.detail()).startsWith("[0.014s][info][aot] Mapped static  region #0");
        assertThat(use.log()).isEqualTo("jvms/iterator-1.console.log");
    }

    @Test
    void aRefusedCacheIsNotMappedAndTheJvmsWordsAreKept() {
        AotCacheUse use = AotCacheLog.of(
                List.of(
                        "[0.306s][info][aot] Opened AOT cache target/app/aot/ee4b77aa36f87922.aot.",
                        "[0.306s][warning][aot] Unable to use AOT cache.",
                        "[0.306s][error  ][aot] An error has occurred while processing the AOT cache. Run with -Xlog:aot for details.",
                        "[0.306s][error  ][aot] Loading static archive failed."),
                "log");

        assertThat(use.mapped()).isFalse();
        assertThat(use.detail()).contains("Unable to use AOT cache.").contains("Loading static archive failed.");
    }

    @Test
    void aLogWithoutAnyAotLineIsNotMapped() {
        assertThat(AotCacheLog.of(List.of("worker: ok"), "log").mapped()).isFalse();
    }
}
