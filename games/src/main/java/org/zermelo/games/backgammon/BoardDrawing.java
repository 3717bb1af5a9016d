package org.zermelo.games.backgammon;

/**
 * The board as text, numbered from the side to move's point of view, so that the moves it
 * types read off the drawing: its points 13 to 24 along the top, 12 to 1 along the bottom, its
 * home board bottom right. The first player's checkers are X, the second player's O; a stack
 * of more than five shows its count on the fifth row.
 */
final class BoardDrawing {

    private static final int ROWS = 5;

    private BoardDrawing() {}

    static String draw(Backgammon position) {
        int side = position.sideToMove();
        int[] mine = position.mine();
        int[] theirs = position.theirs();
        char me = side == 0 ? 'X' : 'O';
        char them = side == 0 ? 'O' : 'X';
        StringBuilder b = new StringBuilder();
        b.append(" +13-14-15-16-17-18------19-20-21-22-23-24-+\n");
        for (int row = 0; row < ROWS; row++) {
            line(b, 13, 1, row, mine, theirs, me, them);
        }
        b.append(" |                  |BAR|                  |\n");
        for (int row = ROWS - 1; row >= 0; row--) {
            line(b, 12, -1, row, mine, theirs, me, them);
        }
        b.append(" +12-11-10--9--8--7-------6--5--4--3--2--1-+\n");
        String name = side == 0 ? "first player" : "second player";
        String other = side == 0 ? "second player" : "first player";
        b.append(" ").append(me).append(" (").append(name).append("): pips ").append(position.pips(side))
                .append(", bar ").append(mine[Backgammon.BAR]).append(", off ").append(mine[Backgammon.OFF]).append('\n');
        b.append(" ").append(them).append(" (").append(other).append("): pips ").append(position.pips(1 - side))
                .append(", bar ").append(theirs[Backgammon.BAR]).append(", off ").append(theirs[Backgammon.OFF]).append('\n');
        b.append(" position ID ").append(position).append(", ");
        if (position.isTerminal()) {
            b.append("game over");
        } else if (position.dice() == 0) {
            b.append(me).append(" (").append(name).append(") to roll");
        } else {
            b.append(me).append(" (").append(name).append(") rolled ").append(position.dice() >> 3).append('-')
                    .append(position.dice() & 7);
        }
        return b.toString();
    }

    /** One row of twelve points, from {@code first} by {@code step}, the bar between the sixth and the seventh. */
    private static void line(StringBuilder b, int first, int step, int row, int[] mine, int[] theirs, char me, char them) {
        b.append(" |");
        for (int i = 0; i < 12; i++) {
            if (i == 6) {
                b.append("|   |");
            }
            int point = first + step * i;
            int m = mine[point];
            int t = theirs[25 - point];
            int count = Math.max(m, t);
            char c = m > 0 ? me : them;
            String cell;
            if (count > ROWS && row == ROWS - 1) {
                cell = String.format("%2d ", count);
            } else if (count > row) {
                cell = " " + c + " ";
            } else {
                cell = "   ";
            }
            b.append(cell);
        }
        b.append("|\n");
    }
}
