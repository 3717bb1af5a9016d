package org.zermelo.cluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * What each unit of a job cost, as the coordinator writes it ({@code --units-out FILE}) and the
 * simulator reads it ({@link Prediction}): a CSV file, a header line, then one line per unit in the
 * order the units were answered: {@code ply,position,member,nodes,micros}. The ply is -1 for the
 * units of a benchmark; the position, in the game's notation, is quoted when it holds a comma or
 * a quote.
 */
public final class UnitRecords {

    /** The header line. */
    public static final String HEADER = "ply,position,member,nodes,micros";
    /** The most lines read. */
    public static final int MAX_UNITS = 20_000_000;

    private UnitRecords() {}

    /** One unit: its ply (or -1), position, the member that solved it, its nodes and time. */
    public record Record(int ply, String position, String member, long nodes, long micros) {}

    /** Writes {@code records} to {@code stream}. */
    public static void write(OutputStream stream, List<Record> records) throws IOException {
        Writer out = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
        out.write(HEADER + "\n");
        for (Record r : records) {
            out.write(r.ply() + "," + quoted(r.position()) + "," + quoted(r.member()) + "," + r.nodes() + "," + r.micros() + "\n");
        }
        out.flush();
    }

    private static String quoted(String text) {
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }

    /**
     * Reads records written by {@link #write}.
     *
     * @param name the file's name, for the messages
     * @throws IllegalArgumentException naming the line that is malformed
     */
    public static List<Record> read(BufferedReader reader, String name) throws IOException {
        String header = reader.readLine();
        if (header == null || !header.strip().equals(HEADER)) {
            throw new IllegalArgumentException(name + " is not a file of units: its first line should be '" + HEADER + "'");
        }
        List<Record> records = new ArrayList<>();
        int n = 1;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            n++;
            if (line.isBlank()) {
                continue;
            }
            if (records.size() >= MAX_UNITS) {
                throw new IllegalArgumentException(name + " has more than " + MAX_UNITS + " units");
            }
            List<String> fields = fields(line);
            try {
                if (fields.size() != 5) {
                    throw new NumberFormatException();
                }
                Record r = new Record(Integer.parseInt(fields.get(0)), fields.get(1), fields.get(2), Long.parseLong(fields.get(3)),
                        Long.parseLong(fields.get(4)));
                if (r.ply() < -1 || r.nodes() < 0 || r.micros() < 0) {
                    throw new NumberFormatException();
                }
                records.add(r);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + " line " + n + ": expected " + HEADER
                        + " (a ply of -1 or more, nodes and micros of 0 or more), not '" + line + "'");
            }
        }
        return records;
    }

    /** The comma-separated fields of {@code line}, a field in quotes holding commas and doubled quotes. */
    private static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }
}
