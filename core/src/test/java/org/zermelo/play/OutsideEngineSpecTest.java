package org.zermelo.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.example.TakeAwayGame;

/** How an {@code ext:} spec is read: its command's words, the engines registered by name, and where it is refused. */
class OutsideEngineSpecTest {

    @Test
    void aCommandIsCutIntoWordsWithQuotesGroupingThem() {
        assertThat(OutsideEngine.words("python3 my_engine.py --level 3")).containsExactly("python3", "my_engine.py", "--level", "3");
        assertThat(OutsideEngine.words("  '/opt/my engines/e' \"a b\"c ''  ")).containsExactly("/opt/my engines/e", "a bc", "");
        assertThatThrownBy(() -> OutsideEngine.words("e 'open")).hasMessage("the command 'e 'open' opens a quote ' it does not close");
        assertThatThrownBy(() -> OutsideEngine.words("   ")).hasMessageStartingWith("ext: expects a command after it");
    }

    @Test
    void enginesAreRegisteredByNameInTheUsersFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("engines");
        Files.write(file, List.of("# my engines", "pons = /opt/pons/c4solver --ugi", "  edax=edax -ugi ", "broken line"));
        assertThat(OutsideEngine.registered("pons", file)).contains("/opt/pons/c4solver --ugi");
        assertThat(OutsideEngine.registered("edax", file)).contains("edax -ugi");
        assertThat(OutsideEngine.registered("my", file)).isEmpty();
        assertThat(OutsideEngine.registered("pons", dir.resolve("none"))).isEqualTo(Optional.empty());
    }

    @Test
    void aFrontEndThatServesOthersStartsNoProgram() {
        Players.Bounds web = new Players.Bounds(Duration.ofSeconds(10), 30, 1_000_000, 1_000_000, false);
        assertThatThrownBy(() -> Players.parse("ext:/bin/sh -c 'rm -rf ~'", new TakeAwayGame(), 1, web))
                .hasMessage("'ext:/bin/sh -c 'rm -rf ~'': an outside engine (ext:) is for the command line: this front-end starts no program");
        assertThat(Players.parse("ext:my-engine --fast", new TakeAwayGame(), 1).spec()).isEqualTo("ext:my-engine --fast");
    }
}
