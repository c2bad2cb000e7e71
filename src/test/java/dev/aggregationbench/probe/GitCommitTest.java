package dev.aggregationbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GitCommitTest {

    @Test
    void theEnvironmentVariableWinsOverThePropertyAndGit() {
        GitCommit commit = GitCommit.detect(Map.of(GitCommit.ENV_VARIABLE, "abc1234"), name -> "fff0000");

        assertThat(commit).isEqualTo(new GitCommit("abc1234", "env AGGBENCH_GIT_COMMIT"));
    }

    @Test
    void thePropertyIsUsedWhenTheVariableIsUnset() {
        GitCommit commit = GitCommit.detect(Map.of(), name -> name.equals(GitCommit.PROPERTY) ? "fff0000" : null);

        assertThat(commit).isEqualTo(new GitCommit("fff0000", "property aggbench.git.commit"));
    }

    /** The tests run in the project's git checkout (CI clones it), so git must answer with this checkout's HEAD. */
    @Test
    void otherwiseGitIsAskedAndAnswersWithThisCheckoutsHead() throws Exception {
        Process git = new ProcessBuilder("git", "rev-parse", "HEAD").start();
        String head = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(git.waitFor())
                .as("git rev-parse HEAD in the project directory")
                .isZero();

        GitCommit commit = GitCommit.detect(Map.of(), name -> null);

        assertThat(commit.commit()).matches(head + "(-dirty)?");
        assertThat(commit.source()).isEqualTo("git rev-parse HEAD");
    }
}
