package org.zermelo.games.backgammon;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.zermelo.game.MoveList;

/**
 * Moves as players write them, each point from the mover's point of view: {@code 24/18 13/11},
 * a checker moved on with both dice as one path ({@code 13/8}, with a point in between only
 * where it hits: {@code 13/10}, a star, {@code /8}), {@code bar/20*} entering and hitting,
 * {@code 6/off} bearing off, {@code 8/2(2)} for two checkers on the same path; {@code pass} when
 * no die can be played; a roll as its two dice, the higher first ({@code 31}).
 *
 * <p>Reading a move compares what the text does to the board (the points that lose and gain a
 * checker, and the points where it says a blot is hit) with each legal move: stars left out
 * are forgiven when only one legal move does what the rest says.
 */
final class MoveNotation {

    static final String EXPECTED = "expected checker moves from the mover's side like 24/18 13/11, bar/20*, 6/off, "
            + "8/2(2), or pass when no die can be played";

    private MoveNotation() {}

    /** A move or a roll in the notation; {@code theirs} is the opponent's board before the move. */
    static String format(int move, int[] theirs) {
        if (Backgammon.isRoll(move)) {
            return "" + (move >> 3 & 7) + (move >> 6 & 7);
        }
        if (move == Backgammon.PASS) {
            return "pass";
        }
        // Each checker's path: points, and whether it hits on each.
        List<int[]> paths = new ArrayList<>();
        List<boolean[]> hitsOnPaths = new ArrayList<>();
        boolean[] hitAlready = new boolean[26];
        for (int i = 0; i < 4; i++) {
            int step = move >>> (8 * i) & 0xFF;
            if (step == 0) {
                break;
            }
            int from = step >> 3;
            int to = Math.max(Backgammon.OFF, from - (step & 7));
            boolean hit = to >= 1 && theirs[25 - to] == 1 && !hitAlready[to];
            if (hit) {
                hitAlready[to] = true;
            }
            int on = -1;
            for (int j = 0; j < paths.size() && on < 0; j++) {
                int[] path = paths.get(j);
                if (path[path.length - 1] == from) {
                    on = j;
                }
            }
            if (on < 0) {
                paths.add(new int[] {from, to});
                hitsOnPaths.add(new boolean[] {false, hit});
            } else {
                int[] path = paths.get(on);
                int[] longer = Arrays.copyOf(path, path.length + 1);
                longer[path.length] = to;
                boolean[] hits = Arrays.copyOf(hitsOnPaths.get(on), path.length + 1);
                hits[path.length] = hit;
                paths.set(on, longer);
                hitsOnPaths.set(on, hits);
            }
        }
        List<String> texts = new ArrayList<>();
        List<int[]> order = new ArrayList<>();
        for (int j = 0; j < paths.size(); j++) {
            int[] path = paths.get(j);
            boolean[] hits = hitsOnPaths.get(j);
            StringBuilder text = new StringBuilder(point(path[0]));
            for (int k = 1; k < path.length; k++) {
                if (k == path.length - 1 || hits[k]) {
                    text.append('/').append(point(path[k])).append(hits[k] ? "*" : "");
                }
            }
            texts.add(text.toString());
            order.add(new int[] {path[0], path[path.length - 1], j});
        }
        // GNU Backgammon's order: from the highest point, and from one point the furthest first.
        order.sort((a, b) -> a[0] != b[0] ? b[0] - a[0] : a[1] - b[1]);
        StringBuilder result = new StringBuilder();
        for (int k = 0; k < order.size(); ) {
            // Checkers on one path are counted together, with the star of the first that hits: 13/1*(2).
            String text = texts.get(order.get(k)[2]);
            int same = 1;
            while (k + same < order.size() && unstarred(texts.get(order.get(k + same)[2])).equals(unstarred(text))) {
                if (texts.get(order.get(k + same)[2]).length() > text.length()) {
                    text = texts.get(order.get(k + same)[2]);
                }
                same++;
            }
            result.append(result.isEmpty() ? "" : " ").append(text).append(same > 1 ? "(" + same + ")" : "");
            k += same;
        }
        return result.toString();
    }

    private static String unstarred(String path) {
        return path.replace("*", "");
    }

    private static String point(int slot) {
        return slot == Backgammon.BAR ? "bar" : slot == Backgammon.OFF ? "off" : Integer.toString(slot);
    }

    /**
     * Reads a move or a roll legal in {@code position}; {@code legal} lists its legal moves.
     *
     * @throws IllegalArgumentException saying what is expected
     */
    static int parse(String text, Backgammon position, MoveList legal) {
        String t = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move is played");
        }
        if (position.isChanceNode()) {
            return parseRoll(text, t, legal);
        }
        int dice = position.dice();
        String roll = (dice >> 3) + "-" + (dice & 7);
        if (t.equals("pass")) {
            if (legal.contains(Backgammon.PASS)) {
                return Backgammon.PASS;
            }
            throw new IllegalArgumentException("no pass: some die of " + roll + " can be played; type 'help' for the legal moves");
        }
        int[] change = new int[26];
        long stars = readPaths(text, t, change);
        int[] theirs = position.theirs();
        List<Integer> same = new ArrayList<>();
        int[] moveChange = new int[26];
        for (int i = 0; i < legal.size(); i++) {
            int move = legal.get(i);
            if (move != Backgammon.PASS && Arrays.equals(effect(move, moveChange), change)) {
                same.add(move);
            }
        }
        if (same.isEmpty()) {
            throw new IllegalArgumentException("'" + text.strip() + "' is not a legal move with " + roll
                    + ": type 'help' for the legal moves");
        }
        List<Integer> starred = new ArrayList<>();
        for (int move : same) {
            if (hits(move, theirs) == stars) {
                starred.add(move);
            }
        }
        if (starred.size() == 1) {
            return starred.get(0);
        }
        if (same.size() == 1 && stars == 0) {
            return same.get(0); // the hits left unstarred: only one move does the rest
        }
        List<String> names = new ArrayList<>();
        for (int move : same) {
            names.add(format(move, theirs));
        }
        throw new IllegalArgumentException("'" + text.strip() + "' hits where no legal move with " + roll + " does"
                + (same.size() > 1 ? " (or says too little): did you mean " : "; did you mean ") + String.join(" or ", names) + "?");
    }

    private static int parseRoll(String text, String t, MoveList legal) {
        if (!t.matches("[1-6]-?[1-6]")) {
            throw new IllegalArgumentException("'" + text.strip() + "' is not a roll: expected two dice 1 to 6, like 31 or 3-1");
        }
        int a = t.charAt(0) - '0';
        int b = t.charAt(t.length() - 1) - '0';
        int roll = Backgammon.roll(Math.max(a, b), Math.min(a, b));
        if (!legal.contains(roll)) {
            throw new IllegalArgumentException("the opening roll is never a double: roll again");
        }
        return roll;
    }

    /**
     * Reads the paths of {@code t} into {@code change} (checkers lost and gained per slot) and
     * returns the points said to hit, bit {@code p - 1} for point {@code p}.
     */
    private static long readPaths(String text, String t, int[] change) {
        if (t.isEmpty()) {
            throw new IllegalArgumentException("no move given: " + EXPECTED);
        }
        long stars = 0;
        for (String token : t.split("\\s+")) {
            int times = 1;
            String path = token;
            if (path.matches(".*\\([1-4]\\)")) {
                times = path.charAt(path.length() - 2) - '0';
                path = path.substring(0, path.length() - 3);
            }
            String[] points = path.split("/", -1);
            if (points.length < 2) {
                throw new IllegalArgumentException("'" + token + "' in '" + text.strip() + "' is not a checker move: " + EXPECTED);
            }
            int previous = Integer.MAX_VALUE;
            for (int k = 0; k < points.length; k++) {
                String p = points[k];
                boolean star = p.endsWith("*");
                if (star) {
                    p = p.substring(0, p.length() - 1);
                }
                int slot;
                if (p.equals("bar") && k == 0) {
                    slot = Backgammon.BAR;
                } else if (p.equals("off") && k == points.length - 1) {
                    slot = Backgammon.OFF;
                } else if (p.matches("[1-9]|1[0-9]|2[0-4]")) {
                    slot = Integer.parseInt(p);
                } else {
                    throw new IllegalArgumentException("'" + points[k] + "' in '" + text.strip() + "' is not a point: "
                            + "expected 1 to 24, bar first or off last; " + EXPECTED);
                }
                if (slot >= previous) {
                    throw new IllegalArgumentException("'" + token + "' in '" + text.strip() + "' does not move forward: "
                            + "a checker moves from higher points to lower ones, 24 towards 1 and off");
                }
                if (star && (k == 0 || slot == Backgammon.OFF)) {
                    throw new IllegalArgumentException("'" + points[k] + "*' in '" + text.strip()
                            + "': a star marks a hit where the checker lands");
                }
                if (star) {
                    stars |= 1L << (slot - 1);
                }
                previous = slot;
            }
            change[slotOf(points[0])] -= times;
            change[previous] += times;
        }
        return stars;
    }

    private static int slotOf(String point) {
        String p = point.endsWith("*") ? point.substring(0, point.length() - 1) : point;
        return p.equals("bar") ? Backgammon.BAR : Integer.parseInt(p);
    }

    /** What a move does to the mover's slots: checkers lost (negative) and gained. */
    private static int[] effect(int move, int[] change) {
        Arrays.fill(change, 0);
        for (int i = 0; i < 4; i++) {
            int step = move >>> (8 * i) & 0xFF;
            if (step == 0) {
                break;
            }
            int from = step >> 3;
            change[from]--;
            change[Math.max(Backgammon.OFF, from - (step & 7))]++;
        }
        return change;
    }

    /** The points where a move hits a blot, bit {@code p - 1} for point {@code p}. */
    private static long hits(int move, int[] theirs) {
        long hits = 0;
        for (int i = 0; i < 4; i++) {
            int step = move >>> (8 * i) & 0xFF;
            if (step == 0) {
                break;
            }
            int to = (step >> 3) - (step & 7);
            if (to >= 1 && theirs[25 - to] == 1) {
                hits |= 1L << (to - 1);
            }
        }
        return hits;
    }
}
