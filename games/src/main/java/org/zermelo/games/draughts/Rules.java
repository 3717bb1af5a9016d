package org.zermelo.games.draughts;

/**
 * The rules of one variant of draughts, as settings of the one move generator ({@link Draughts}):
 * English checkers, international draughts and Brazilian draughts differ only in these.
 *
 * <p>What every variant shares: the game is played on the dark squares, numbered as in PDN from 1
 * at the top left to {@code squares()} at the bottom right, row by row; the first colour of the
 * notation ({@code W}, White) starts at the bottom and moves up, Black at the top and moves down;
 * men step one square diagonally forward; capture is compulsory and a capture sequence is played to
 * its end; captured pieces leave the board only when the move ends (they cannot be jumped twice,
 * and they block the way meanwhile); a man is crowned only if its move ends on the far row (in
 * English checkers a man reaching it during a capture has no forward capture left, so crowning
 * ends the move); a side with no legal move loses.
 *
 * @param name the game's name on the command line
 * @param size the board's side: 8 or 10
 * @param whiteStarts true when White moves first (international, Brazilian), false when Black
 *     does (English)
 * @param menCaptureBackward men capture backward as well as forward
 * @param flyingKings kings move and capture along a whole diagonal, landing on any empty square
 *     beyond the piece taken; otherwise they step and jump like men in all four directions
 * @param majorityCapture the capture taking the most pieces is compulsory (kings count as men);
 *     otherwise the player chooses among all captures
 * @param pathsAreMoves two capture sequences with the same ends that take the same pieces by
 *     different landing squares are two moves (English: the notation writes every landing square,
 *     and the published perft counts count them both); otherwise they are one move
 * @param reversiblePlies the plies in a row with neither a man moved nor a capture after which
 *     the game is drawn: 80 in English checkers (40 moves each), 50 in international draughts (25)
 * @param endgameRules FMJD's 16-move and 5-move rules for a lone king (see {@link Draughts})
 * @param kingValue a king's worth in hundredths of a man, for the evaluation
 */
public record Rules(String name, int size, boolean whiteStarts, boolean menCaptureBackward, boolean flyingKings,
                    boolean majorityCapture, boolean pathsAreMoves, int reversiblePlies, boolean endgameRules, int kingValue) {

    /** English (American) checkers, WCDF rules: Black moves first from squares 1 to 12. */
    public static final Rules ENGLISH = new Rules("checkers", 8, false, false, false, false, true, 80, false, 130);
    /** International draughts, FMJD rules: 10x10, White moves first from squares 31 to 50. */
    public static final Rules INTERNATIONAL = new Rules("draughts", 10, true, true, true, true, false, 50, true, 300);
    /** Brazilian draughts: the international rules on the 8x8 board, White first from squares 21 to 32. */
    public static final Rules BRAZILIAN = new Rules("brazilian", 8, true, true, true, true, false, 50, true, 300);

    public Rules {
        if (size != 8 && size != 10) {
            throw new IllegalArgumentException("the board is 8x8 or 10x10, not " + size + "x" + size);
        }
    }

    /** The dark squares on a row. */
    public int perRow() {
        return size / 2;
    }

    /** The playing squares, numbered 1 to this. */
    public int squares() {
        return size * size / 2;
    }

    /** The men of each side at the start: every row but the two in the middle. */
    public int startMen() {
        return perRow() * (size / 2 - 1);
    }
}
