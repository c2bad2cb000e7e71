package dev.aggregationbench.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ledger's clean-up reports what it could not read in one printable line, whatever the file's name holds. */
class LaunchLedgerTest {

    @TempDir
    Path stateDir;

    @AfterEach
    void forgetStateDir() {
        System.clearProperty(LaunchLedger.STATE_DIR_PROPERTY);
    }

    @Test
    void aLedgerThatCannotBeReadIsNamedEscapedOnOneLine() throws Exception {
        System.setProperty(LaunchLedger.STATE_DIR_PROPERTY, stateDir.toString());
        // a directory with the ledger's suffix cannot be read as lines; its name carries a newline and an escape
        Files.createDirectory(stateDir.resolve("run\n\u001B[31mforged.launches"));

        List<String> removed = LaunchLedger.removeStale(null);

        assertThat(removed).singleElement().satisfies(message -> {
            assertThat(message).startsWith("could not read '").contains("\\n").contains("\\u001B");
            assertThat(message.codePoints()).noneMatch(Character::isISOControl);
        });
    }
}
