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

    /**
     * Keys after the command: the move time, pondering, the history, the engine's options; a
     * registered engine's line says the same after its name, the spec's keys overriding the file's;
     * commas that are not followed by a key, or within quotes, belong to the command.
     */
    @Test
    void keysAfterTheCommandAndInTheEnginesFileSetTheEngine(@TempDir Path dir) throws Exception {
        TakeAwayGame game = new TakeAwayGame();
        Duration second = Duration.ofSeconds(1);
        assertThat(OutsideEngine.of("s", "e --fast,time=250ms,option.Hash=64,option.Skill Level=3,ponder=on", game, second).describe())
                .isEqualTo("e --fast | ugi | 250 ms | {Hash=64, Skill Level=3} | ponder true | history true");
        assertThat(OutsideEngine.of("s", "e --list=a,b", game, second).describe()).isEqualTo("e --list=a,b | ugi | 1000 ms | {} | ponder false | history true");
        assertThat(OutsideEngine.of("s", "'e,time=2s',history=off", game, second).describe())
                .isEqualTo("e,time=2s | ugi | 1000 ms | {} | ponder false | history false");
        Path file = dir.resolve("engines");
        Files.write(file, List.of("# name = command, then its keys", "fast = ugi:/opt/e/e --ugi,time=100ms,option.Threads=2,option.Hash=128"));
        java.util.function.Function<String, Optional<String>> registry = name -> OutsideEngine.registered(name, file);
        assertThat(OutsideEngine.of("s", "fast", game, second, registry).describe())
                .isEqualTo("/opt/e/e --ugi | ugi | 100 ms | {Threads=2, Hash=128} | ponder false | history true");
        assertThat(OutsideEngine.of("s", "fast,time=2s,option.Hash=16", game, second, registry).describe())
                .isEqualTo("/opt/e/e --ugi | ugi | 2000 ms | {Threads=2, Hash=16} | ponder false | history true");
        assertThatThrownBy(() -> OutsideEngine.of("ext:e,ponder=yes", "e,ponder=yes", game, second))
                .hasMessage("bad ponder 'yes' in 'ext:e,ponder=yes': expected ponder=on or ponder=off");
    }
}
