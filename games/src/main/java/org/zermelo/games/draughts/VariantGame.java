package org.zermelo.games.draughts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.RecordFiles;
import org.zermelo.game.Retrograde;
import org.zermelo.learn.Encoding;
import org.zermelo.learn.GameEncodings;

/**
 * A variant of draughts for the tools: its rules, notations, example and evaluation, its game
 * records in PDN ({@link Pdn}), and its positions sliced by material for endgame databases
 * ({@link MaterialSlices}); White and Black play.
 */
abstract class VariantGame implements Game, RecordFiles, Retrograde, GameEncodings {

    private final Rules rules;
    private final String description;
    private final String example;
    private volatile MaterialSlices slices;

    VariantGame(Rules rules, String description, String example) {
        this.rules = rules;
        this.description = description;
        this.example = example;
    }

    @Override
    public String name() {
        return rules.name();
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public String positionNotation() {
        return "PDN FEN: the side to move W or B, then :W and :B each with its squares 1 to " + rules.squares()
                + " separated by commas, K before a king, ranges like " + (rules.size() == 10 ? "31-50" : "1-12")
                + " allowed (" + (rules.size() == 10 ? "W:W31-50:B1-20" : rules.whiteStarts() ? "W:W21-32:B1-12"
                : "B:W21-32:B1-12") + " is the start); then endgame=A[,B] and 'then' with the king moves since the last "
                + "man moved or piece was taken, where the draw rules need them";
    }

    @Override
    public String moveNotation() {
        return rules.flyingKings()
                ? "PDN squares: a step 32-28; a capture from x to, 28x19, with the squares taken after it (28x19x23x32) "
                        + "only where two captures have the same ends"
                : "PDN squares: a step 11-15; a capture with every square it lands on, 22x15 or 24x15x6";
    }

    @Override
    public String example() {
        return example;
    }

    @Override
    public Position start() {
        return new Draughts(rules);
    }

    @Override
    public Position parse(String text) {
        return Draughts.parse(rules, text);
    }

    @Override
    public Evaluator evaluator() {
        return new DraughtsEvaluation();
    }

    /** Its one evaluation, by the name {@code eval=classic}. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("classic", this::evaluator);
    }

    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String playerName(int side) {
        return (side == 0) == rules.whiteStarts() ? "White" : "Black";
    }

    @Override
    public String recordFormat() {
        return "PDN";
    }

    /** A file whose name ends in {@code .pdn}. */
    @Override
    public boolean isRecordFile(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".pdn");
    }

    /** The games of a PDN file ({@link Pdn}). */
    @Override
    public List<Recorded> readRecords(Path file) {
        return readRecords(file, null);
    }

    /** The games of a PDN file, those at fault skipped into {@code skipped} ({@link Pdn#read(Rules, Path, List)}). */
    @Override
    public List<Recorded> readRecords(Path file, List<String> skipped) {
        List<Recorded> out = new ArrayList<>();
        for (Pdn.Game g : Pdn.read(rules, file, skipped)) {
            Outcome result = switch (g.result()) {
                case UNKNOWN -> null;
                case DRAW -> Outcome.DRAW;
                case WHITE_WINS -> rules.whiteStarts() ? Outcome.WIN : Outcome.LOSS;
                case BLACK_WINS -> rules.whiteStarts() ? Outcome.LOSS : Outcome.WIN;
            };
            out.add(new Recorded(g.number(), g.line(), g.tags(), g.start(), g.moves(), result));
        }
        return out;
    }

    /** A game in PDN ({@link Pdn#write}), from a position of this variant. */
    @Override
    public String writeRecord(Map<String, String> tags, Position start, int[] moves, Outcome result, String comment) {
        boolean whiteFirst = rules.whiteStarts();
        Pdn.Result r = result == null ? Pdn.Result.UNKNOWN : switch (result) {
            case DRAW -> Pdn.Result.DRAW;
            case WIN -> whiteFirst ? Pdn.Result.WHITE_WINS : Pdn.Result.BLACK_WINS;
            case LOSS -> whiteFirst ? Pdn.Result.BLACK_WINS : Pdn.Result.WHITE_WINS;
        };
        return Pdn.write(tags, (Draughts) start, moves, r, comment);
    }

    @Override
    public List<Slice> slices(int size) {
        return slices().slices(size);
    }

    @Override
    public int sizeOf(Position position) {
        return slices().sizeOf(position);
    }

    @Override
    public int sliceOf(List<Slice> list, Position position) {
        return slices().sliceOf(list, position);
    }

    @Override
    public int pliesBeforeDrawRule(Position position) {
        return slices().pliesBeforeDrawRule(position);
    }

    @Override
    public String sizeName() {
        return slices().sizeName();
    }

    /** Made the first time it is asked for; read without a lock afterwards, as a search's probe asks at every node. */
    private MaterialSlices slices() {
        MaterialSlices s = slices;
        if (s == null) {
            synchronized (this) {
                s = slices;
                if (s == null) {
                    s = new MaterialSlices(rules);
                    slices = s;
                }
            }
        }
        return s;
    }

    /** Its own n-tuple network, {@link DiagonalTuples}. */
    @Override
    public List<String> encodingNames() {
        return List.of(DiagonalTuples.NAME);
    }

    @Override
    public Encoding encoding(String name) {
        return name.equals(DiagonalTuples.NAME) ? new DiagonalTuples(rules) : null;
    }

    /** Linear, as the other n-tuple networks. */
    @Override
    public boolean layered(String name) {
        return false;
    }
}
