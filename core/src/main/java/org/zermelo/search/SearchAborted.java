package org.zermelo.search;

/** Thrown inside a search when its time or node budget runs out; never escapes a search. */
final class SearchAborted extends RuntimeException {

    private static final long serialVersionUID = 1L;

    SearchAborted() {
        super("search budget spent", null, false, false);
    }
}
