package org.zermelo.search;

/**
 * Ability of a search that consults an {@link OpeningBook} in its searches to the end of the
 * game: a position of the book met within its reach of the root is valued at once.
 */
public interface BookReader {

    /** Consults {@code book} from now on; null for none. */
    void setBook(OpeningBook book);
}
