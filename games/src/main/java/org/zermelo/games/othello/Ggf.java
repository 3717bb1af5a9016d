package org.zermelo.games.othello;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a game in GGF, the Generic Game Format of Othello servers and of the NBoard protocol:
 * {@code (;GM[Othello]...TY[8]BO[8 <64 squares> <side>]B[F5]W[F6//1.2]...;)}. The board
 * {@code BO} uses {@code *} for black, {@code O} for white, {@code -} for empty, and the side to
 * move {@code *} or {@code O}; then come the moves, {@code B[...]} and {@code W[...]}, each a
 * square or {@code PA} (pass), optionally followed by {@code /eval/time}. Other tags are skipped.
 */
public final class Ggf {

    private static final Pattern TAG = Pattern.compile("([A-Z]+)\\[([^\\]]*)\\]");

    private Ggf() {}

    /**
     * A game read: its board {@code start}, its {@code moves} from there (passes included, those
     * the record skips too), the position at the {@code end} with them played, and its other tags
     * by name ({@code PB}, {@code PW}, {@code RE}, ...) in the record's order.
     */
    public record Game(Othello start, int[] moves, Othello end, Map<String, String> tags) {}

    /**
     * The position at the end of the game, with its moves played (so that they can be undone).
     *
     * @throws IllegalArgumentException saying what is wrong: the frame, the board, or which
     *     move is illegal and why
     */
    public static Othello parse(String text) {
        return read(text).end();
    }

    /**
     * The games of a GGF file's {@code text}, one after the other, {@code name} naming it in
     * messages.
     *
     * @throws IllegalArgumentException naming the game by its number and what is wrong in it, or
     *     that the text holds none
     */
    public static List<Game> readAll(String text, String name) {
        List<Game> games = new ArrayList<>();
        int at = 0;
        while (true) {
            int open = text.indexOf("(;", at);
            String between = text.substring(at, open < 0 ? text.length() : open);
            if (!between.isBlank()) {
                throw new IllegalArgumentException(name + ": '" + shorten(between.strip()) + "' after game " + games.size()
                        + " is not a GGF game (;GM[Othello]...;)");
            }
            if (open < 0) {
                break;
            }
            int close = text.indexOf(";)", open + 2);
            if (close < 0) {
                throw new IllegalArgumentException(name + ": game " + (games.size() + 1) + " does not end with ;)");
            }
            try {
                games.add(read(text.substring(open, close + 2)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(name + ": game " + (games.size() + 1) + ": " + e.getMessage(), e);
            }
            at = close + 2;
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException(name + " holds no game: expected GGF, (;GM[Othello]...BO[8 ...]B[F5]W[D6]...;)");
        }
        return games;
    }

    /**
     * One game.
     *
     * @throws IllegalArgumentException saying what is wrong: the frame, the board, or which
     *     move is illegal and why
     */
    public static Game read(String text) {
        String t = text.strip();
        if (t.length() < 4 || !t.startsWith("(;") || !t.endsWith(";)")) { // "(;)" was found by fuzzing
            throw new IllegalArgumentException("a GGF game is written (;GM[Othello]...BO[8 ...]B[F5]...;), not '" + shorten(t) + "'");
        }
        String body = t.substring(2, t.length() - 2);
        Matcher m = TAG.matcher(body);
        Othello position = null;
        Othello start = null;
        Map<String, String> tags = new LinkedHashMap<>();
        List<Integer> played = new ArrayList<>();
        int end = 0;
        int moveNumber = 0;
        while (m.find()) {
            if (!body.substring(end, m.start()).isBlank()) {
                throw new IllegalArgumentException("GGF: '" + shorten(body.substring(end, m.start()).strip())
                        + "' is not a tag like PB[name]");
            }
            end = m.end();
            String tag = m.group(1);
            String value = m.group(2).strip();
            switch (tag) {
                case "GM" -> {
                    if (!value.equalsIgnoreCase("othello")) {
                        throw new IllegalArgumentException("GGF: the game GM[" + value + "] is not Othello");
                    }
                }
                case "BO" -> {
                    if (position != null) {
                        throw new IllegalArgumentException("GGF: the game has two boards BO[...]");
                    }
                    position = board(value);
                    start = (Othello) position.copy();
                }
                case "B", "W" -> {
                    if (position == null) {
                        throw new IllegalArgumentException("GGF: a move " + tag + "[" + value + "] comes before the board BO[...]");
                    }
                    moveNumber++;
                    play(position, tag.equals("B") ? Othello.BLACK : Othello.WHITE, value, moveNumber, played);
                }
                default -> tags.putIfAbsent(tag, value);
            }
        }
        if (!body.substring(end).isBlank()) {
            throw new IllegalArgumentException("GGF: '" + shorten(body.substring(end).strip()) + "' is not a tag like PB[name]");
        }
        if (position == null) {
            throw new IllegalArgumentException("GGF: the game has no board BO[8 ...]");
        }
        return new Game(start, played.stream().mapToInt(Integer::intValue).toArray(), position, tags);
    }

    private static Othello board(String value) {
        String squares = value.replaceAll("\\s+", "");
        if (!squares.startsWith("8") || squares.length() != 1 + 64 + 1) {
            throw new IllegalArgumentException("GGF: the board is BO[8 followed by 64 squares (*, O or -) and the side to move * or O],"
                    + " not BO[" + shorten(value) + "]");
        }
        long black = 0;
        long white = 0;
        for (int square = 0; square < 64; square++) {
            switch (squares.charAt(1 + square)) {
                case '*' -> black |= 1L << square;
                case 'O' -> white |= 1L << square;
                case '-' -> { }
                default -> throw new IllegalArgumentException("GGF: bad character '" + squares.charAt(1 + square) + "' on "
                        + Othello.square(square) + " of the board: expected *, O or -");
            }
        }
        char side = squares.charAt(65);
        if (side != '*' && side != 'O') {
            throw new IllegalArgumentException("GGF: the side to move on the board is * or O, not '" + side + "'");
        }
        try {
            Othello.checkCentre(black, white);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("GGF: " + e.getMessage());
        }
        return new Othello(black, white, side == '*' ? Othello.BLACK : Othello.WHITE);
    }

    /** Plays the move {@code value} of {@code colour}; a side with no move passes first if the record skips its pass. */
    private static void play(Othello position, int colour, String value, int moveNumber, List<Integer> played) {
        String move = value.split("/", 2)[0].strip();
        String which = "GGF: move " + moveNumber + " " + (colour == Othello.BLACK ? "B" : "W") + "[" + shorten(value) + "]";
        if (position.isTerminal()) {
            throw new IllegalArgumentException(which + " comes after the end of the game");
        }
        if (position.sideToMove() != colour) {
            if (position.legalSquares() != 0) {
                throw new IllegalArgumentException(which + " is played out of turn: " + Othello.mark(position.sideToMove()) + " is to move");
            }
            position.play(Othello.PASS);
            played.add(Othello.PASS);
        }
        try {
            int m = position.parseMove(move.equalsIgnoreCase("PA") ? "pass" : move);
            position.play(m);
            played.add(m);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(which + ": " + e.getMessage(), e);
        }
    }

    /**
     * A game in GGF, as the NBoard protocol sends it: the board {@code start}, then {@code moves}
     * played from it, each {@code B[F5]} or {@code W[D6]} ({@code PA} for a pass).
     */
    public static String write(Othello start, int[] moves) {
        return write(Map.of(), start, moves, null);
    }

    /**
     * A game in GGF with its tags: {@code tags} (names of GGF tags, {@code PB} and {@code PW} the
     * players), the comment {@code comment} (or null) in {@code C[...]}, and the result {@code RE}
     * from Black's side in discs when the game ended.
     */
    public static String write(Map<String, String> tags, Othello start, int[] moves, String comment) {
        String board = start.toString(); // 64 squares X, O or -, a space, the side to move X or O
        StringBuilder s = new StringBuilder("(;GM[Othello]PC[Zermelo]");
        tags.forEach((tag, value) -> s.append(tag).append('[').append(clean(value)).append(']'));
        if (comment != null) {
            s.append("C[").append(clean(comment)).append(']');
        }
        Othello end = (Othello) start.copy();
        for (int move : moves) {
            end.play(move);
        }
        if (end.isTerminal()) {
            int black = end.sideToMove() == Othello.BLACK ? end.terminalValue() : -end.terminalValue();
            s.append("RE[").append(String.format(Locale.ROOT, "%+d.000", black)).append(']');
        }
        s.append("TY[8]BO[8 ");
        s.append(board.substring(0, 64).replace('X', '*')).append(' ').append(board.charAt(65) == 'X' ? '*' : 'O').append(']');
        Othello p = (Othello) start.copy();
        for (int move : moves) {
            s.append(p.sideToMove() == Othello.BLACK ? "B[" : "W[")
                    .append(move == Othello.PASS ? "PA" : p.formatMove(move).toUpperCase(java.util.Locale.ROOT)).append(']');
            p.play(move);
        }
        return s.append(";)").toString();
    }

    /** A tag's value without the brackets that would end it early. */
    private static String clean(String value) {
        return value.replace('[', '(').replace(']', ')').replace('\\', '/');
    }

    private static String shorten(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }
}
