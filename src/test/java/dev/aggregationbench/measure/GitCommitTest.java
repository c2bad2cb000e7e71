package dev.aggregationbench.measure;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class GitCommitTest {

    @Test
    void theEnvironmentVariableWinsOverThePropertyAndGit() {
        GitCommit commit = GitCommit.detect(Map.of(GitCommit.ENV_VARIABLE, "abc1234"), name -> "fff0000");

        assertThat(commit).isEqualTo(new GitCommit("abc1234", "env AGGBENCH_GIT_COMMIT"));
    }

    @Test
    void thePropertyIsUsedWhenTheVariableIsUnset() {
        GitCommit commit = GitCommit.detect(Map.of(),
                name -> name.equals(GitCommit.PROPERTY) ? "fff0000" : null);

        assertThat(commit).isEqualTo(new GitCommit("fff0000", "property aggbench.git.commit"));
    }

    @Test
    void otherwiseGitIsAskedAndAnswersWithAHashOrNothing() {
        GitCommit commit = GitCommit.detect(Map.of(), name -> null);

        if (commit.commit() != null) {
            assertThat(commit.commit()).matches("[0-9a-f]{40}");
            assertThat(commit.source()).isEqualTo("git rev-parse HEAD");
        } else {
            assertThat(commit.source()).startsWith("unknown");
        }
    }
}
