package org.zermelo.games.draughts;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.game.MoveList;
import org.zermelo.io.BoundedInput;
import org.zermelo.io.FileErrors;

/**
 * Game records in PDN, Portable Draughts Notation (the PGN of draughts): the reader and the writer.
 *
 * <p>A file holds games one after the other, each tag pairs ({@code [White "Tinsley, Marion"]})
 * then its move text: moves in the notation of {@link Draughts#parseMove} ({@code 11-15},
 * {@code 22x15}, {@code 24x15x6}, {@code 28x19}) with move numbers ({@code 1.} before a move of the
 * side that starts the variant, {@code 1...} before the other side's), comments in braces or from
 * {@code ;} to the end of the line, variations in parentheses (skipped unread: only the game's own
 * moves are checked), annotations ({@code $12}, {@code !}, {@code ?!} after a move) skipped, and its
 * result ({@code 2-0}, {@code 1-1}, {@code 0-2}, as FMJD scores; {@code 1-0}, {@code 1/2-1/2},
 * {@code 0-1}, as English checkers writes them; {@code *} unknown; White's score first), which ends
 * the game. Tags read: {@code GameType} (20 international, 21 English, 26 Brazilian: it must be the
 * variant read; extended forms like {@code 20,W,10,10,N2,0} are read by their first number),
 * {@code FEN} (the start position, as {@link Draughts#parse} reads it), {@code Result} (it must agree
 * with the result after the moves); the others are kept as they are. Every move is checked by the
 * rules, and a game whose last position is over must have the result its rules give. Two leniencies for published files:
 * a move of two squares written with the other separator ({@code 10x14} for a step) is read as the one legal move with those
 * squares; and where the players played on after a draw by the rules (the move count or a repetition, which they may
 * not have claimed), the game is read up to the draw, the moves after it skipped and its result not checked against it.
 */
public final class Pdn {

    /** The largest file read: 32 MB, counted as it is read. */
    public static final long MAX_BYTES = 32L << 20;
    /** The longest line: 64 KB. */
    public static final int MAX_LINE = 64 << 10;

    /** A game's result, as White's score says it. */
    public enum Result {
        WHITE_WINS, DRAW, BLACK_WINS, UNKNOWN
    }

    /**
     * One game of a file.
     *
     * @param number its place in the file, from 1
     * @param line the line where it begins
     * @param tags its tag pairs in the file's order (those the reader checks included)
     * @param start the position it starts from: its FEN tag, or the variant's start
     * @param moves its moves, checked
     * @param result its result: that of the move text or the Result tag, else {@link Result#UNKNOWN}
     */
    public record Game(int number, int line, Map<String, String> tags, Draughts start, int[] moves, Result result) {

        /** The moves in Zermelo's notation, as {@link Draughts#formatMove} writes them. */
        public List<String> notation() {
            Draughts p = (Draughts) start.copy();
            List<String> out = new ArrayList<>();
            for (int move : moves) {
                out.add(p.formatMove(move));
                p.play(move);
            }
            return out;
        }

        /** The position after the moves. */
        public Draughts end() {
            Draughts p = (Draughts) start.copy();
            for (int move : moves) {
                p.play(move);
            }
            return p;
        }
    }

    /** The tags written first, in this order: PGN's seven tag roster but the result, written after them. */
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black");

    private Pdn() {}

    /** The PDN GameType number of a variant: 20 international, 21 English, 26 Brazilian. */
    public static int gameType(Rules rules) {
        return rules.equals(Rules.INTERNATIONAL) ? 20 : rules.equals(Rules.ENGLISH) ? 21 : 26;
    }

    /**
     * The games of {@code file}, of the variant {@code rules}.
     *
     * @throws IllegalArgumentException in one line naming the file, the game, its line, the move
     *     and what is wrong; or that the file is too large, not text, unreadable or without a game
     */
    public static List<Game> read(Rules rules, Path file) {
        return read(rules, file, null);
    }

    /**
     * The games of {@code file}, of the variant {@code rules}, a game at fault skipped: its
     * error is added to {@code skipped}, and reading goes on at the next game's tags (a published
     * file of hundreds of games may hold a few with a wrong move). With {@code skipped} null, the
     * first fault is thrown, as {@link #read(Rules, Path)}.
     */
    public static List<Game> read(Rules rules, Path file, List<String> skipped) {
        byte[] bytes;
        try (BoundedInput in = new BoundedInput(Files.newInputStream(file), MAX_BYTES, MAX_LINE)) {
            bytes = in.readAllBytes();
        } catch (BoundedInput.TooLarge e) {
            throw new IllegalArgumentException(e.lineTooLong()
                    ? file + " line " + e.line() + " is longer than " + (MAX_LINE >> 10) + " KB: not PDN"
                    : file + " is larger than " + (MAX_BYTES >> 20) + " MB: too many games for one file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + FileErrors.reason(e));
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + " is not a PDN file: it is not text in UTF-8");
        }
        return parse(rules, text, file.toString(), skipped);
    }

    /** The games of {@code text}, {@code name} naming it in messages. */
    public static List<Game> parse(Rules rules, String text, String name) {
        return parse(rules, text, name, null);
    }

    /** The games of {@code text}, {@code name} naming it in messages, a game at fault skipped into {@code skipped} unless null. */
    static List<Game> parse(Rules rules, String text, String name, List<String> skipped) {
        List<Game> games = new Reader(rules, text, name, skipped).games();
        if (games.isEmpty()) {
            throw new IllegalArgumentException(name + " holds no game: expected PDN, tags like [White \"...\"] and moves like "
                    + (rules.size() == 10 ? "1. 32-28 19-23" : rules.whiteStarts() ? "1. 22-18 11-15" : "1. 11-15 23-19")
                    + ", each game ending with its result");
        }
        return games;
    }

    /**
     * One game in PDN: {@code tags}, those of PGN's roster first in its order (Event, Site, Date,
     * Round, White, Black), the others in theirs (a value's quotes and backslashes escaped, line
     * breaks made spaces), then {@code Result}, {@code GameType}, and {@code SetUp} and {@code FEN}
     * when {@code start} is not the variant's start; the move text numbered from 1, in lines of at
     * most 80 characters, {@code comment} (if not null) in braces before the result, and a blank line.
     *
     * @throws IllegalArgumentException when a move is not legal where it is played
     */
    public static String write(Map<String, String> tags, Draughts start, int[] moves, Result result, String comment) {
        Rules rules = start.rules();
        Map<String, String> all = new LinkedHashMap<>();
        for (String key : ROSTER) {
            if (tags.containsKey(key)) {
                all.put(key, tags.get(key));
            }
        }
        all.putAll(tags);
        all.keySet().removeAll(List.of("Result", "GameType", "SetUp", "FEN")); // the writer's own
        String res = resultText(rules, result);
        all.put("Result", res);
        all.put("GameType", String.valueOf(gameType(rules)));
        String fen = start.toString();
        if (!fen.equals(new Draughts(rules).toString())) {
            all.put("SetUp", "1");
            all.put("FEN", fen);
        }
        StringBuilder s = new StringBuilder();
        all.forEach((k, v) -> s.append('[').append(k).append(" \"")
                .append(v.replace("\\", "\\\\").replace("\"", "\\\"").replaceAll("[\\r\\n]", " ")).append("\"]\n"));
        List<String> words = new ArrayList<>();
        Draughts p = (Draughts) start.copy();
        MoveList legal = new MoveList();
        for (int i = 0; i < moves.length; i++) {
            p.legalMoves(legal);
            if (!legal.contains(moves[i])) {
                throw new IllegalArgumentException("move " + (i + 1) + " is not legal in " + p);
            }
            // a number and its move stay on one line
            String number = p.sideToMove() == 0 ? number(i, start) + ". " : i == 0 ? "1... " : "";
            words.add(number + p.formatMove(moves[i]));
            p.play(moves[i]);
        }
        if (comment != null) {
            words.add("{" + comment.replace('}', ')').replace('{', '(') + "}");
        }
        words.add(res);
        int column = 0;
        for (String w : words) {
            if (column > 0 && column + 1 + w.length() > 80) {
                s.append('\n');
                column = 0;
            }
            s.append(column > 0 ? " " : "").append(w);
            column += (column > 0 ? 1 : 0) + w.length();
        }
        return s.append("\n\n").toString();
    }

    /** The move number of ply {@code i} from {@code start}, counted from 1 at the start. */
    private static int number(int i, Draughts start) {
        return (i + start.sideToMove()) / 2 + 1;
    }

    /** The result as the variant writes it: FMJD scores out of 2, English checkers' out of 1. */
    public static String resultText(Rules rules, Result result) {
        boolean english = rules.equals(Rules.ENGLISH);
        return switch (result) {
            case WHITE_WINS -> english ? "1-0" : "2-0";
            case BLACK_WINS -> english ? "0-1" : "0-2";
            case DRAW -> english ? "1/2-1/2" : "1-1";
            case UNKNOWN -> "*";
        };
    }

    /** A result written in PDN, or null when {@code text} is not one. */
    static Result result(String text) {
        return switch (text) {
            case "2-0", "1-0" -> Result.WHITE_WINS;
            case "0-2", "0-1" -> Result.BLACK_WINS;
            case "1-1", "1/2-1/2" -> Result.DRAW;
            case "*" -> Result.UNKNOWN;
            default -> null;
        };
    }

    /** The result of a finished game by its rules. */
    static Result ended(Draughts p) {
        int value = p.terminalValue();
        if (value == 0) {
            return Result.DRAW;
        }
        boolean whiteToMove = (p.sideToMove() == 0) == p.rules().whiteStarts();
        return (value > 0) == whiteToMove ? Result.WHITE_WINS : Result.BLACK_WINS;
    }

    private static String said(Result r) {
        return switch (r) {
            case WHITE_WINS -> "White won";
            case BLACK_WINS -> "Black won";
            case DRAW -> "a draw";
            case UNKNOWN -> "unknown";
        };
    }

    /** Reads the games of one text, token by token. */
    private static final class Reader {

        private static final Pattern NUMBER = Pattern.compile("([0-9]{1,4})(\\.\\.\\.|\\.)(.*)");
        private static final Pattern MOVE = Pattern.compile("([0-9]{1,2}(?:[-x][0-9]{1,2})+)(!!|\\?\\?|!\\?|\\?!|!|\\?)?");
        private static final Pattern NAG = Pattern.compile("\\$[0-9]{1,3}");
        private static final Pattern TAG_NAME = Pattern.compile("[A-Za-z0-9_]{1,64}");
        private static final String WORD_ENDS = "[]{}();\"";

        private final Rules rules;
        private final String text;
        private final String name;
        private final List<Game> games = new ArrayList<>();
        private int pos;
        private int line = 1;

        // the game being read
        private int gameLine;
        private Map<String, String> tags = new LinkedHashMap<>();
        private Draughts start;
        private Draughts position;
        private int[] moves = new int[64];
        private int plies;
        private int number;
        private boolean numbered;
        /** The games skipped so far, counted in the games' numbers. */
        private int dropped;

        /** The faults of the games skipped, or null to throw the first. */
        private final List<String> skipped;

        Reader(Rules rules, String text, String name, List<String> skipped) {
            this.rules = rules;
            this.text = text;
            this.name = name;
            this.skipped = skipped;
        }

        List<Game> games() {
            while (true) {
                if (skipped == null) {
                    step();
                } else {
                    try {
                        step();
                    } catch (IllegalArgumentException fault) {
                        skipped.add(fault.getMessage());
                        skipGame();
                    }
                }
                if (pos >= text.length()) {
                    break;
                }
            }
            if (skipped == null) {
                endOfText();
            } else {
                try {
                    endOfText();
                } catch (IllegalArgumentException fault) {
                    skipped.add(fault.getMessage());
                }
            }
            return games;
        }

        /** After a fault: the game is dropped, and reading goes on at the next tag that begins a line. */
        private void skipGame() {
            while (pos < text.length() && !(text.charAt(pos) == '[' && (pos == 0 || text.charAt(pos - 1) == '\n'))) {
                if (text.charAt(pos) == '\n') {
                    line++;
                }
                pos++;
            }
            tags = new LinkedHashMap<>();
            position = null;
            start = null;
            gameLine = 0;
            playedOn = false;
            dropped++;
        }

        private void endOfText() {
            if (position != null || !tags.isEmpty()) {
                finish(null);
            }
        }

        /** Reads the next element of the text: a tag, a comment, a variation or a word of move text. */
        private void step() {
            skipSpace();
            if (pos >= text.length()) {
                return;
            }
            char c = text.charAt(pos);
            if (gameLine == 0) {
                gameLine = line;
            }
            switch (c) {
                case '[' -> {
                    if (position != null) { // the moves of a game without a result are over
                        finish(null);
                        gameLine = line;
                    }
                    tag();
                }
                case '{' -> comment();
                case ';' -> {
                    while (pos < text.length() && text.charAt(pos) != '\n') {
                        pos++;
                    }
                }
                case '(' -> variation();
                case ')', ']', '}', '"' -> throw error("'" + c + "' where no " + (c == ')' ? "variation" : c == ']' ? "tag"
                        : c == '}' ? "comment" : "tag value") + " was opened");
                default -> word(word());
            }
        }

        private void skipSpace() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                if (text.charAt(pos) == '\n') {
                    line++;
                }
                pos++;
            }
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException(name + ": game " + (games.size() + dropped + 1) + " (line " + line + "): " + what);
        }

        /** A tag pair {@code [Name "value"]}, at {@code [}. */
        private void tag() {
            String form = "a tag is [Name \"value\"]";
            pos++;
            skipSpace();
            int begin = pos;
            while (pos < text.length() && WORD_ENDS.indexOf(text.charAt(pos)) < 0 && !Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
            String key = text.substring(begin, pos);
            if (!TAG_NAME.matcher(key).matches()) {
                throw error("'" + key + "' is not a tag name (letters, digits, _): " + form);
            }
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != '"') {
                throw error("tag " + key + " has no value in quotes: " + form);
            }
            pos++;
            StringBuilder value = new StringBuilder();
            while (true) {
                if (pos >= text.length() || text.charAt(pos) == '\n') {
                    throw error("the value of tag " + key + " has no closing quote on its line: " + form);
                }
                char c = text.charAt(pos++);
                if (c == '"') {
                    break;
                }
                if (c == '\\' && pos < text.length() && (text.charAt(pos) == '"' || text.charAt(pos) == '\\')) {
                    c = text.charAt(pos++);
                }
                value.append(c);
            }
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != ']') {
                throw error("tag " + key + " is not closed by ]: " + form);
            }
            pos++;
            if (tags.containsKey(key)) {
                throw error("tag " + key + " is given twice");
            }
            tags.put(key, value.toString());
        }

        /** A comment in braces, at {@code {}: it does not nest. */
        private void comment() {
            int opened = line;
            int end = text.indexOf('}', pos);
            if (end < 0) {
                throw error("the comment opened by { on line " + opened + " has no closing }");
            }
            line += (int) text.substring(pos, end).chars().filter(ch -> ch == '\n').count();
            pos = end + 1;
        }

        /** A variation in parentheses, nested ones and comments included, skipped unread. */
        private void variation() {
            int opened = line;
            int depth = 0;
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (c == '{') {
                    comment();
                    continue;
                }
                if (c == '\n') {
                    line++;
                } else if (c == '(') {
                    depth++;
                } else if (c == ')' && --depth == 0) {
                    pos++;
                    return;
                }
                pos++;
            }
            throw error("the variation opened by ( on line " + opened + " has no closing )");
        }

        private String word() {
            int begin = pos;
            while (pos < text.length() && WORD_ENDS.indexOf(text.charAt(pos)) < 0 && !Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
            return text.substring(begin, pos);
        }

        /** A word of the move text: a result, a move number, a move or an annotation. */
        private void word(String w) {
            begin();
            Result r = result(w);
            if (r != null) {
                finish(w);
                return;
            }
            if (NAG.matcher(w).matches()) {
                return;
            }
            Matcher n = NUMBER.matcher(w);
            if (n.matches()) {
                moveNumber(Integer.parseInt(n.group(1)), n.group(2).length() == 3, w);
                if (!n.group(3).isEmpty()) {
                    move(n.group(3));
                }
                return;
            }
            move(w);
        }

        private void moveNumber(int given, boolean second, String w) {
            if (playedOn) {
                return; // the moves after a draw are skipped, their numbers too
            }
            if (second && position.sideToMove() == 0) {
                throw error("'" + w + "': a number with ... comes before a move of " + player(1) + ", but " + player(0)
                        + " is to move");
            }
            if (!numbered && plies == 0) {
                number = given;
            } else if (given != number) {
                throw error("'" + w + "': expected move number " + number);
            }
            numbered = true;
        }

        private String player(int side) {
            return (side == 0) == rules.whiteStarts() ? "White" : "Black";
        }

        /** The players played on after a draw by the rules: the moves after it are not read, nor the result checked against it. */
        private boolean playedOn;

        private void move(String w) {
            String at = "move " + number + (position.sideToMove() == 0 ? ". " : "... ") + w + ": ";
            Matcher m = MOVE.matcher(w);
            if (!m.matches()) {
                throw error(at + "not a move (like " + (rules.size() == 10 ? "32-28 or 28x19" : "11-15 or 22x15")
                        + "), a move number, a result (2-0, 1-1, 0-2, 1-0, 1/2-1/2, 0-1, *) or an annotation ($1, !, ?)");
            }
            if (playedOn || position.isTerminal() && ended(position) == Result.DRAW) {
                // Drawn by the rules' count or a repetition, which players may claim or not: the game is read up to there.
                playedOn = true;
                return;
            }
            if (position.isTerminal()) {
                throw error(at + "the game is already over (" + said(ended(position)) + ")");
            }
            int move;
            try {
                move = position.parseMove(m.group(1));
            } catch (IllegalArgumentException e) {
                move = otherSeparator(m.group(1), e, at);
            }
            if (plies == moves.length) {
                moves = Arrays.copyOf(moves, 2 * plies);
            }
            moves[plies++] = move;
            if (position.sideToMove() == 1) {
                number++;
            }
            position.play(move);
        }

        /**
         * A move of two squares written with the other separator, as some published files do (a
         * step written {@code 10x14}, a single jump {@code 19-10}): read as the one legal move
         * those two squares name, if there is one; else the first reading's error.
         */
        private int otherSeparator(String text, IllegalArgumentException first, String at) {
            if (text.matches("[0-9]{1,2}[-x][0-9]{1,2}")) {
                try {
                    return position.parseMove(text.contains("x") ? text.replace('x', '-') : text.replace('-', 'x'));
                } catch (IllegalArgumentException e) {
                    // not that either: the first reading's message says what is legal
                }
            }
            throw error(at + first.getMessage());
        }

        /** Sets the game up from its tags, at its first word of move text. */
        private void begin() {
            if (position != null) {
                return;
            }
            String type = tags.get("GameType");
            if (type != null) {
                String first = type.split(",", 2)[0].strip();
                if (!first.matches("[0-9]{1,3}")) {
                    throw error("GameType '" + type + "' is not a number: 20 international draughts, 21 English checkers, "
                            + "26 Brazilian draughts");
                }
                int t = Integer.parseInt(first);
                if (t != gameType(rules)) {
                    throw error("GameType " + t + " is " + (t == 20 ? "international draughts ('draughts')"
                            : t == 21 ? "English checkers ('checkers')" : t == 26 ? "Brazilian draughts ('brazilian')"
                            : "a variant Zermelo does not play") + ", not " + rules.name() + " (GameType " + gameType(rules) + ")");
                }
            }
            String fen = tags.get("FEN");
            try {
                start = fen == null ? new Draughts(rules) : Draughts.parse(rules, fen);
            } catch (IllegalArgumentException e) {
                throw error("FEN tag: " + e.getMessage());
            }
            position = (Draughts) start.copy();
            number = 1;
            numbered = false;
            plies = 0;
        }

        /** Ends the game, with {@code token} its result in the move text (or null). */
        private void finish(String token) {
            begin();
            String tag = tags.get("Result");
            Result given = tag == null ? null : result(tag.strip());
            if (tag != null && given == null) {
                throw error("Result tag '" + tag + "' is not a result: expected 2-0, 1-1, 0-2, 1-0, 1/2-1/2, 0-1 or *");
            }
            Result r = token == null ? null : result(token);
            if (r != null && given != null && r != given) {
                throw error("the result " + token + " after the moves is not the Result tag's, " + tag);
            }
            Result result = r != null ? r : given != null ? given : Result.UNKNOWN;
            if (position.isTerminal() && !playedOn && result != Result.UNKNOWN && result != ended(position)) {
                throw error("the result " + (token != null ? token : tag) + " says " + said(result) + ", but the game is over "
                        + "and " + said(ended(position)));
            }
            games.add(new Game(games.size() + dropped + 1, gameLine, Collections.unmodifiableMap(tags), start,
                    Arrays.copyOf(moves, plies), result));
            tags = new LinkedHashMap<>();
            position = null;
            start = null;
            gameLine = 0;
            playedOn = false;
        }
    }
}
