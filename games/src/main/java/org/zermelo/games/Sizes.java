package org.zermelo.games;

/**
 * The notation of games of heaps and piles (Nim, Grundy's game): sizes written as whole numbers
 * separated by commas, like {@code 7,5,3,1}, with spaces allowed around them.
 */
public final class Sizes {

    private Sizes() {}

    /**
     * The sizes written in {@code text}, each 0 or more, in all at most {@code maxTotal}.
     *
     * @param size what one number is, for the messages: {@code "heap size"}
     * @param unit what the numbers count, for the messages: {@code "objects"}
     * @param example an example of the notation, for the messages: {@code "7,5,3,1"}
     * @throws IllegalArgumentException saying what is expected, for anything else
     */
    public static int[] parse(String text, String size, String unit, String example, int maxTotal) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("expected " + size + "s separated by commas, like " + example + ", not an empty text");
        }
        String[] items = t.split(",", -1);
        int[] sizes = new int[items.length];
        long total = 0;
        for (int i = 0; i < items.length; i++) {
            String item = items[i].strip();
            if (!item.matches("[0-9]+")) {
                throw new IllegalArgumentException("'" + item + "' is not a " + size + ": expected whole numbers of " + unit
                        + " separated by commas, like " + example);
            }
            // Ten digits or more is too many, and could overflow an int.
            sizes[i] = item.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(item);
            total += sizes[i];
            if (total > maxTotal) {
                throw new IllegalArgumentException("too many " + unit + ": at most " + maxTotal + " in all");
            }
        }
        return sizes;
    }
}
