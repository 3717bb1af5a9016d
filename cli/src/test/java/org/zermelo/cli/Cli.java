package org.zermelo.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;

/** Runs the command line in-process, as a user would from the shell, and captures what it prints. */
final class Cli {

    record Run(int code, String out, String err) {

        JsonNode json() {
            try {
                return new ObjectMapper().readTree(out);
            } catch (Exception e) {
                throw new AssertionError("stdout is not one JSON object: " + out, e);
            }
        }
    }

    private Cli() {}

    static Run run(String... args) {
        return runWithInput("", args);
    }

    static Run runWithInput(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new BufferedReader(new StringReader(input)), new PrintWriter(out), new PrintWriter(err), false);
        return new Run(code, out.toString(), err.toString());
    }
}
