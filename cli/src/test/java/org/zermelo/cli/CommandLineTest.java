package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The command line builds only the command it is asked for (a start-up cost: picocli builds each
 * command's model by reflection), and behaves as with every command built.
 */
class CommandLineTest {

    @Test
    void aNamedCommandIsBuiltAlone() {
        assertThat(Main.commandLine(new Main(), "solve").getSubcommands()).containsOnlyKeys("solve");
        assertThat(Main.commandLine(new Main(), "analyse").getSubcommands()).containsKeys("analyze", "analyse").hasSize(2);
        for (String first : new String[] {"help", "completion", "--help", "--version", "solev", null}) {
            assertThat(Main.commandLine(new Main(), first).getSubcommands()).as(String.valueOf(first))
                    .containsKeys("solve", "bench", "web", "help").hasSize(Main.COMMANDS.size() + 1); // + analyze's alias
        }
    }

    @Test
    void aCommandBuiltAloneSaysWhatItSaysAmongTheOthers() {
        CommandLine all = Main.commandLine(new Main(), null);
        for (Class<?> command : Main.COMMANDS) {
            String name = command.getAnnotation(CommandLine.Command.class).name();
            if (name.equals("help")) {
                continue;
            }
            Cli.Run alone = Cli.run(name, "--help");
            assertThat(alone.code()).as(name).isZero();
            assertThat(alone.out()).as(name).startsWith("Usage: zermelo " + name);
            if (!name.equals("tree") && !name.equals("search") && !name.equals("compare") && !name.equals("solve")) {
                assertThat(alone.out().strip()).as(name).isEqualTo(all.getSubcommands().get(name).getUsageMessage().strip());
            }
        }
        assertThat(Cli.run("solve", "--help").out()).contains("Algorithms (--algo, --algos):");
        assertThat(Cli.run("--help").out()).contains("solve").contains("bench").contains("web");
        Cli.Run typo = Cli.run("solev", "tictactoe");
        assertThat(typo.code()).isEqualTo(Main.BAD_INPUT);
        assertThat(typo.err()).contains("solev");
    }

    /**
     * Every help text formats: a '%' that is not written '%%' makes picocli print a warning on the
     * JVM's standard error and the raw text (as 'learn' and 'montecarlo' did).
     */
    @Test
    void everyHelpTextFormatsWithoutPicocliWarnings() {
        PrintStream before = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            for (CommandLine command : Main.commandLine(new Main(), null).getSubcommands().values()) {
                command.getUsageMessage();
            }
        } finally {
            System.setErr(before);
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
    }
}
