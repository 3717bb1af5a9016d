package org.zermelo.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "completion", mixinStandardHelpOptions = true,
        description = {"Print a bash (or zsh) completion script for zermelo: its commands and options complete on Tab. "
                + "Load it with: source <(./zermelo completion), or save it where your shell reads completions."})
final class CompletionCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        // picocli writes the script from the commands themselves, so it never falls out of date.
        spec.commandLine().getOut().print(AutoComplete.bash("zermelo", spec.root().commandLine()));
        return 0;
    }
}
