package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which command --open uses, or why it opens nothing (then the CLI prints where the report is). */
class ReportOpenerTest {

    @Test
    void linuxWithADisplayAndXdgOpenUsesXdgOpen() {
        ReportOpener.Choice choice = ReportOpener.choose("Linux", Map.of("DISPLAY", ":0"), "xdg-open"::equals);
        assertThat(choice.command()).isEqualTo(List.of("xdg-open"));
        assertThat(ReportOpener.choose("Linux", Map.of("WAYLAND_DISPLAY", "wayland-0"), "xdg-open"::equals)
                        .command())
                .isEqualTo(List.of("xdg-open"));
    }

    @Test
    void linuxWithoutADisplayOpensNothingAndSaysWhy() {
        ReportOpener.Choice choice = ReportOpener.choose("Linux", Map.of("DISPLAY", " "), program -> true);
        assertThat(choice.command()).isNull();
        assertThat(choice.whyNot()).contains("no graphical display");
    }

    @Test
    void linuxWithADisplayButNoXdgOpenSaysWhatToInstall() {
        ReportOpener.Choice choice = ReportOpener.choose("Linux", Map.of("DISPLAY", ":0"), program -> false);
        assertThat(choice.command()).isNull();
        assertThat(choice.whyNot()).contains("xdg-open is not installed").contains("xdg-utils");
    }

    @Test
    void macUsesOpen() {
        assertThat(ReportOpener.choose("Mac OS X", Map.of(), "open"::equals).command())
                .isEqualTo(List.of("open"));
    }
}
