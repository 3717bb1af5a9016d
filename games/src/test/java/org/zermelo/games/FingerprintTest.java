package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The node-count fingerprint is pinned: a change that should not change what the searches do
 * must leave it as it is. A change that does on purpose updates {@link #NODES} and says so in
 * its commit, with the old and the new number.
 */
class FingerprintTest {

    /** The total nodes of {@link Fingerprint#CASES}. */
    static final long NODES = 7_458_137L;

    @Test
    void theNodeCountIsPinned() {
        Fingerprint.Result result = Fingerprint.run(r -> { });
        String cases = result.runs().stream().map(r -> r.c() + ": " + r.nodes()).collect(Collectors.joining("\n"));
        assertThat(result.nodes()).as("the fingerprint changed; its cases:\n" + cases).isEqualTo(NODES);
    }

    @Test
    void theSameSearchesGiveTheSameCountAgain() {
        Fingerprint.Case c = Fingerprint.CASES.get(5);
        assertThat(Fingerprint.run(c).nodes()).isEqualTo(Fingerprint.run(c).nodes()).isPositive();
    }
}
