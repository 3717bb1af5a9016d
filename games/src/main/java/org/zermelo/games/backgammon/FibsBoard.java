package org.zermelo.games.backgammon;

import org.zermelo.game.Position;

/**
 * A board line in FIBS's format, the one GNU Backgammon sends its external players (and FIBS
 * its clients): 53 fields separated by colons, read strictly into a position.
 *
 * <pre>
 *   1       board
 *   2, 3    the player's name ("you") and the opponent's
 *   4-6     the match length (0 or 9999: a money session), your score, the opponent's
 *   7-32    the board: 26 counts, positive for the checkers of colour +1, negative for colour -1;
 *           field 7 and field 32 are the bars, 8 to 31 the points 1 to 24 of the line
 *   33      whose turn it is: the colour on roll (+1 or -1), 0 when the game is over
 *   34-37   your dice, the opponent's (0 0 before the roll)
 *   38      the cube; 39, 40 whether you and the opponent may double; 41 whether it was doubled
 *   42      your colour (+1 or -1)
 *   43      your direction: -1 when you move from the line's point 24 towards 1, +1 the other way
 *   44, 45  your home and your bar in the line's numbering: 0 and 25 for direction -1, 25 and 0 for +1
 *   46-49   your checkers borne off, the opponent's, yours on the bar, the opponent's
 *   50-53   checkers you can move, forced move, did Crawford, redoubles (not used)
 * </pre>
 *
 * Your point {@code p}, counted from your side as a player counts (24 the farthest from home), is
 * the line's point {@code p} when you move towards 1 and {@code 25 - p} otherwise. The position
 * read is the side on roll's, with its dice once rolled: the turn field names that side, you or
 * the opponent, as GNU Backgammon reads such lines itself. Checked: every field a whole number
 * where one is expected, the colour, direction, home and bar agreeing, each bar holding only its
 * owner's checkers, 15 checkers a side with the borne-off counts as the board leaves them, dice
 * 1 to 6 (both or neither), a game not over. GNU Backgammon writes the checkers on the bar as 0
 * in fields 48 and 49: they are taken from the board, and only refused when they disagree with it.
 */
public final class FibsBoard {

    /** The number of fields of a board line. */
    public static final int FIELDS = 53;

    private final String player;
    private final String opponent;
    private final int matchLength;
    private final int score;
    private final int opponentScore;
    private final boolean playerOnRoll;
    private final int high;
    private final int low;
    private final int cube;
    private final boolean doubled;
    private final Backgammon position;

    private FibsBoard(String player, String opponent, int matchLength, int score, int opponentScore, boolean playerOnRoll,
            int high, int low, int cube, boolean doubled, Backgammon position) {
        this.player = player;
        this.opponent = opponent;
        this.matchLength = matchLength;
        this.score = score;
        this.opponentScore = opponentScore;
        this.playerOnRoll = playerOnRoll;
        this.high = high;
        this.low = low;
        this.cube = cube;
        this.doubled = doubled;
        this.position = position;
    }

    /**
     * Reads a board line (a trailing line break is allowed).
     *
     * @throws IllegalArgumentException saying which field is wrong and what is expected
     */
    public static FibsBoard parse(String line) {
        String text = line.endsWith("\r\n") ? line.substring(0, line.length() - 2)
                : line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
        String[] f = text.split(":", -1);
        if (f.length != FIELDS) {
            throw new IllegalArgumentException("a FIBS board has " + FIELDS + " fields separated by ':', this line has " + f.length
                    + ", expected board:you:opponent:match length:your score:opponent's score:26 board fields:turn:dice:...");
        }
        if (!f[0].equals("board")) {
            throw new IllegalArgumentException("a FIBS board line starts with 'board:', not '" + shorten(f[0]) + ":'");
        }
        int[] n = new int[FIELDS];
        for (int i = 3; i < FIELDS; i++) {
            if (!f[i].matches("-?[0-9]{1,5}")) {
                throw new IllegalArgumentException("field " + (i + 1) + " of the FIBS board, '" + shorten(f[i]) + "', is not a whole number");
            }
            n[i] = Integer.parseInt(f[i]);
        }
        int matchLength = n[3];
        int score = n[4];
        int opponentScore = n[5];
        if (matchLength < 0 || score < 0 || opponentScore < 0) {
            throw new IllegalArgumentException("the match length and the scores of a FIBS board (fields 4 to 6) are 0 or more, not "
                    + matchLength + ", " + score + ", " + opponentScore);
        }
        int turn = n[32];
        int colour = n[41];
        int direction = n[42];
        if (colour != 1 && colour != -1) {
            throw new IllegalArgumentException("your colour (field 42 of the FIBS board) is 1 or -1, not " + colour);
        }
        if (direction != 1 && direction != -1) {
            throw new IllegalArgumentException("your direction (field 43 of the FIBS board) is 1 or -1, not " + direction);
        }
        int home = direction < 0 ? 0 : 25;
        int bar = 25 - home;
        if (n[43] != home || n[44] != bar) {
            throw new IllegalArgumentException("with direction " + direction + " your home and bar (fields 44 and 45 of the FIBS board) are "
                    + home + " and " + bar + ", not " + n[43] + " and " + n[44]);
        }
        if (turn == 0) {
            throw new IllegalArgumentException("the game is over on this FIBS board (turn, field 33, is 0): there is no move to choose");
        }
        if (turn != 1 && turn != -1) {
            throw new IllegalArgumentException("the turn (field 33 of the FIBS board) is the colour on roll, 1 or -1 (0: the game is over), not " + turn);
        }
        // Each side's slots from its own side: 0 off, 1-24 its points, 25 its bar.
        int[] mine = new int[26];
        int[] theirs = new int[26];
        int[] board = new int[26];
        System.arraycopy(n, 6, board, 0, 26);
        if (board[bar] * colour < 0) {
            throw new IllegalArgumentException("your bar (field " + (7 + bar) + " of the FIBS board) holds " + board[bar]
                    + ": the opponent's checkers are never on your bar");
        }
        if (board[home] * colour > 0) {
            throw new IllegalArgumentException("the opponent's bar (field " + (7 + home) + " of the FIBS board) holds " + board[home]
                    + ": your checkers are never on the opponent's bar");
        }
        mine[Backgammon.BAR] = Math.abs(board[bar]);
        theirs[Backgammon.BAR] = Math.abs(board[home]);
        for (int point = 1; point <= 24; point++) {
            int count = board[direction < 0 ? point : 25 - point]; // your point `point`
            if (count * colour > 0) {
                mine[point] = Math.abs(count);
            } else if (count != 0) {
                theirs[25 - point] = Math.abs(count);
            }
        }
        mine[Backgammon.OFF] = off(mine, "yours");
        theirs[Backgammon.OFF] = off(theirs, "the opponent's");
        if (n[45] != mine[Backgammon.OFF] || n[46] != theirs[Backgammon.OFF]) {
            throw new IllegalArgumentException("the checkers borne off (fields 46 and 47 of the FIBS board) are " + n[45] + " and " + n[46]
                    + ", but the board leaves " + mine[Backgammon.OFF] + " of yours and " + theirs[Backgammon.OFF] + " of the opponent's off");
        }
        if ((n[47] != 0 && n[47] != mine[Backgammon.BAR]) || (n[48] != 0 && n[48] != theirs[Backgammon.BAR])) {
            throw new IllegalArgumentException("the checkers on the bar (fields 48 and 49 of the FIBS board) are " + n[47] + " and " + n[48]
                    + ", but the board has " + mine[Backgammon.BAR] + " of yours and " + theirs[Backgammon.BAR] + " of the opponent's there");
        }
        if (mine[Backgammon.OFF] == Backgammon.CHECKERS || theirs[Backgammon.OFF] == Backgammon.CHECKERS) {
            throw new IllegalArgumentException("the game is over on this FIBS board: one side has borne off its 15 checkers");
        }
        boolean playerOnRoll = turn == colour;
        int first = n[playerOnRoll ? 33 : 35];
        int second = n[playerOnRoll ? 34 : 36];
        if (first < 0 || first > 6 || second < 0 || second > 6 || (first == 0) != (second == 0)) {
            throw new IllegalArgumentException("the dice of the side on roll (fields " + (playerOnRoll ? "34 and 35" : "36 and 37")
                    + " of the FIBS board) are two numbers 1 to 6, or 0 0 before the roll, not " + first + " and " + second);
        }
        int cube = n[37];
        if (cube < 1 || Integer.bitCount(cube) != 1) {
            throw new IllegalArgumentException("the cube (field 38 of the FIBS board) is 1, 2, 4, ..., not " + cube);
        }
        int high = Math.max(first, second);
        int low = Math.min(first, second);
        Backgammon position = playerOnRoll ? new Backgammon(mine, theirs, high << 3 | low) : new Backgammon(theirs, mine, high << 3 | low);
        return new FibsBoard(f[1], f[2], matchLength == 9999 ? 0 : matchLength, score, opponentScore, playerOnRoll, high, low, cube,
                n[40] != 0, position);
    }

    /** The checkers of a side not on the board nor on the bar: borne off. */
    private static int off(int[] side, String whose) {
        int on = 0;
        for (int slot = 1; slot <= Backgammon.BAR; slot++) {
            on += side[slot];
        }
        if (on > Backgammon.CHECKERS) {
            throw new IllegalArgumentException("the FIBS board has " + on + " checkers of " + whose + " on the board and the bar: a side has 15");
        }
        return Backgammon.CHECKERS - on;
    }

    private static String shorten(String field) {
        return field.length() <= 20 ? field : field.substring(0, 20) + "...";
    }

    /** The position of the side on roll, with its dice once rolled (a copy: play on it freely). */
    public Position position() {
        return position.copy();
    }

    /** The side on roll's position ID, without the dice. */
    public String positionId() {
        return PositionId.encode(position.mine(), position.theirs());
    }

    /** True when the side on roll is the line's player ("you"), false when it is the opponent. */
    public boolean playerOnRoll() {
        return playerOnRoll;
    }

    /** True once the side on roll has rolled. */
    public boolean rolled() {
        return high != 0;
    }

    /** The higher die, 0 before the roll. */
    public int high() {
        return high;
    }

    /** The lower die, 0 before the roll. */
    public int low() {
        return low;
    }

    /** True when the cube was just offered: a take or drop is asked, not a move. */
    public boolean doubled() {
        return doubled;
    }

    public int cube() {
        return cube;
    }

    /** The player's name (field 2). */
    public String player() {
        return player;
    }

    /** The opponent's name (field 3). */
    public String opponent() {
        return opponent;
    }

    /** The match length, 0 for a money session (FIBS writes unlimited matches as 9999). */
    public int matchLength() {
        return matchLength;
    }

    public int score() {
        return score;
    }

    public int opponentScore() {
        return opponentScore;
    }
}
