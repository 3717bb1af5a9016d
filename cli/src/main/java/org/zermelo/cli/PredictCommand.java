package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zermelo.cluster.Prediction;
import org.zermelo.io.BoundedInput;
import org.zermelo.cluster.UnitRecords;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "predict", mixinStandardHelpOptions = true,
        description = {"Predict the time of a cluster's job on more machines from what its units cost (the file "
            + "'book ... --cluster NAME --units-out FILE' or 'bench ... --cluster NAME --units-out FILE' writes): the "
            + "coordinator's way of handing out units replayed, each unit to the machine free first, a book's plies one "
            + "after the other. Assumed: machines as fast as the one measured, a unit costing what it cost in the record "
            + "plus the overhead given, a coordinator and a network that never wait, no machine dying (docs/cluster.md)."})
final class PredictCommand implements Callable<Integer> {

    /** The largest file of units read: its most units, each on a line of about 100 bytes. */
    private static final long MAX_BYTES = 2L << 30;
    /** The longest line read: far beyond a position and a member's address. */
    private static final int MAX_LINE = 10_000;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The units' file (CSV: " + UnitRecords.HEADER + ").")
    Path file;

    @Option(names = "--machines", paramLabel = "N,N,...", split = ",", defaultValue = "1,4,16,64,256",
            description = "The numbers of machines to predict for (default: ${DEFAULT-VALUE}).")
    List<Integer> machines;

    @Option(names = "--overhead-micros", paramLabel = "US", defaultValue = "0",
            description = "Added to each unit: the cluster's cost of a unit, measured as the time of the job with one "
                    + "member less the plain command's, divided by the units (default: ${DEFAULT-VALUE}).")
    long overhead;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        List<UnitRecords.Record> records;
        // Counted as it is read, lines bounded too (a pipe or a device has no size to check first).
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(new BoundedInput(Files.newInputStream(file), MAX_BYTES,
                MAX_LINE), StandardCharsets.UTF_8))) {
            records = UnitRecords.read(reader, file.toString());
        } catch (BoundedInput.TooLarge e) {
            throw new IllegalArgumentException(e.lineTooLong() ? file + " line " + e.line() + " is longer than " + MAX_LINE
                    + " bytes: not a file of units" : file + " is larger than " + (MAX_BYTES >> 20) + " MB: not a file of units");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + Inputs.reason(e));
        }
        if (records.isEmpty()) {
            throw new IllegalArgumentException(file + " has no unit: nothing to predict");
        }
        List<Prediction.Result> results = new ArrayList<>();
        for (int m : machines) {
            if (m < 1 || m > 1_000_000) {
                throw new IllegalArgumentException("--machines: expected numbers from 1 to 1000000, not " + m);
            }
            results.add(Prediction.predict(records, m, overhead));
        }
        UnitRecords.Record largest = Prediction.largest(records);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Object> rows = new ArrayList<>();
            for (Prediction.Result r : results) {
                rows.add(new JsonAnswer().put("machines", r.machines()).put("seconds", r.micros() / 1e6)
                        .put("speedUp", Math.round(r.speedUp() * 100) / 100.0).fields());
            }
            out.println(new JsonAnswer().put("file", file.toString()).put("units", records.size())
                    .put("oneMachineSeconds", results.get(0).oneMachineMicros() / 1e6)
                    .put("boundSeconds", results.get(0).boundMicros() / 1e6).put("largestUnit", largest.position())
                    .put("largestUnitSeconds", largest.micros() / 1e6).put("predictions", rows));
            return 0;
        }
        out.println(String.format(Locale.ROOT, "%s: %,d units, %.1f s on one machine; the largest unit %.1f s (ply %d, '%s'); "
                + "no number of machines does better than %.1f s", file, records.size(), results.get(0).oneMachineMicros() / 1e6,
                largest.micros() / 1e6, largest.ply(), largest.position(), results.get(0).boundMicros() / 1e6));
        for (Prediction.Result r : results) {
            out.println(String.format(Locale.ROOT, "%,7d machines: %10.1f s, %6.1f times one machine", r.machines(), r.micros() / 1e6,
                    r.speedUp()));
        }
        return 0;
    }
}
