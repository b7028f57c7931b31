package org.xqverifier.record;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An iterator that looks for its next element only when asked, for walks that must not run ahead of their reader
 * (a folder is listed, a file opened, only when the walk reaches it).
 */
abstract class Lookahead<T> implements Iterator<T> {
    private T next;

    /** The next element, or null when there is none. An exception leaves the walk where it was, to go on from there. */
    protected abstract T fetch();

    @Override
    public final boolean hasNext() {
        if (next == null) {
            next = fetch();
        }
        return next != null;
    }

    @Override
    public final T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        T t = next;
        next = null;
        return t;
    }
}
