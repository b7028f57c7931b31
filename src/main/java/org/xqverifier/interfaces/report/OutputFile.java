package org.xqverifier.interfaces.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.xqverifier.record.GameFiles;

/**
 * A file a command writes (a table of rulings, an HTML report, a page of the printed casebook), written so that no
 * run destroys a file: the text goes to a temporary file beside the target, which replaces the target only when the
 * run has succeeded ({@link #commit}); a run that fails, or is stopped (SIGTERM, SIGINT: the temporary files are
 * removed as the JVM shuts down), leaves the old file, or none. Before anything is written, the target is refused if it
 * is one of the run's inputs (never, even with {@code --force}), or an existing file this tool did not write (unless
 * {@code --force}).
 */
public final class OutputFile implements AutoCloseable {

    /** What a command writes, so that a file it wrote before can be told from someone else's. */
    public enum Kind {
        /** A table of rulings ({@code xq rule --out}): its CSV header, or JSON lines of its columns. */
        RULING_TABLE,
        /** An HTML report or page ({@code compare}, {@code diff}, the printed casebook). */
        HTML
    }

    /**
     * The inputs of a run, which its outputs must not overwrite: files and folders of games (a folder's game files
     * are inputs), and folders read whole (a rules folder, a casebook), nothing inside which is written.
     */
    public static final class Inputs {
        private final List<Path> games = new ArrayList<>();
        private final List<Path> folders = new ArrayList<>();
        private final List<String> names = new ArrayList<>();

        public Inputs games(List<Path> paths, String option) {
            if (paths != null) {
                for (Path p : paths) {
                    games.add(p);
                    names.add(option);
                    String name = p.toString();
                    if (!Files.exists(p) && name.matches(".*#[0-9]+")) {
                        games.add(Path.of(name.substring(0, name.lastIndexOf('#')))); // FILE#N: one game of FILE
                        names.add(option);
                    }
                }
            }
            return this;
        }

        public Inputs folder(Path folder, String option) {
            if (folder != null) {
                folders.add(folder);
                names.add(option);
            }
            return this;
        }

        /** Why {@code target} is an input (the option that names it), or null. */
        String inputNaming(Path target) {
            Path real = real(target);
            for (int i = 0; i < games.size(); i++) {
                Path g = real(games.get(i));
                if (g.equals(real) || sameFile(g, target)
                        || Files.isDirectory(g) && real.startsWith(g) && GameFiles.isRecordName(real)) {
                    return names.get(i);
                }
            }
            for (int i = 0; i < folders.size(); i++) {
                Path f = real(folders.get(i));
                if (real.startsWith(f)) {
                    return names.get(games.size() + i);
                }
            }
            return null;
        }
    }

    private static final Set<Path> PENDING = new LinkedHashSet<>();
    private static boolean shuttingDown;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(OutputFile::removePending, "xq-output-cleanup"));
    }

    private final Path target;
    private final Path temporary;
    private final Writer writer;
    private boolean done;

    private OutputFile(Path target, Path temporary, Writer writer) {
        this.target = target;
        this.temporary = temporary;
        this.writer = writer;
    }

    /**
     * Checks {@code target} and opens its temporary file.
     *
     * @param option how the command names the target, for messages ({@code --out}, {@code --html})
     * @throws IllegalArgumentException (one line: the file and why) when the target may not be written
     */
    public static OutputFile create(Path target, String option, Kind kind, Inputs inputs, boolean force) throws IOException {
        Path actual = check(target, option, kind, inputs, force);
        Path dir = actual.toAbsolutePath().getParent();
        Path temporary = dir.resolve("." + actual.getFileName() + ".xq-" + ProcessHandle.current().pid() + "-"
                + Long.toHexString(System.nanoTime()) + ".tmp");
        register(temporary);
        try {
            Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(temporary,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), StandardCharsets.UTF_8), 1 << 16);
            return new OutputFile(actual, temporary, w);
        } catch (IOException e) {
            unregister(temporary);
            throw new IllegalArgumentException(option + " " + target + ": cannot write in " + dir + ": " + reason(e), e);
        }
    }

    /** The checks of {@link #create} alone, for a run that decides early whether it may write there. */
    public static Path check(Path target, String option, Kind kind, Inputs inputs, boolean force) {
        Path actual = Files.isSymbolicLink(target) ? real(target) : target;
        String input = inputs.inputNaming(actual);
        if (input != null) {
            throw new IllegalArgumentException(option + " " + target + ": is an input of this run (" + input
                    + "); write the output to another file");
        }
        if (Files.isDirectory(actual)) {
            throw new IllegalArgumentException(option + " " + target + ": is a directory; give a file name");
        }
        if (!force && Files.exists(actual, LinkOption.NOFOLLOW_LINKS) && !writtenByXq(actual, kind)) {
            throw new IllegalArgumentException(option + " " + target + ": exists and was not written by xq; "
                    + "give --force to replace it, or another name");
        }
        return actual;
    }

    /**
     * Checks a folder a command writes files into (the printed casebook): neither inside an input folder nor holding
     * one; its files are then each written with {@link #create}.
     */
    public static void checkFolder(Path folder, String option, Inputs inputs) {
        Path real = real(folder);
        String input = inputs.inputNaming(folder);
        for (int i = 0; input == null && i < inputs.folders.size(); i++) {
            if (real(inputs.folders.get(i)).startsWith(real)) {
                input = inputs.names.get(inputs.games.size() + i);
            }
        }
        if (input != null) {
            throw new IllegalArgumentException(option + " " + folder + ": holds or is inside an input of this run ("
                    + input + "); write the output to another folder");
        }
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new IllegalArgumentException(option + " " + folder + ": is a file; give a folder");
        }
    }

    /** The text goes here; nothing reaches the target before {@link #commit}. */
    public Writer writer() {
        return writer;
    }

    /** Puts the written file in the target's place (atomically where the file system can). */
    public void commit() throws IOException {
        writer.close();
        synchronized (PENDING) {
            if (shuttingDown) {
                throw new IOException("stopped before " + target + " was replaced");
            }
            try {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            PENDING.remove(temporary);
        }
        done = true;
    }

    /** Without {@link #commit}: the temporary file is removed and the target left as it was. */
    @Override
    public void close() {
        if (done) {
            return;
        }
        done = true;
        try {
            writer.close();
        } catch (IOException ignored) {
            // removed below all the same
        }
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException ignored) {
            // the shutdown hook tries again
        }
        unregister(temporary);
    }

    /** Writes {@code text} to {@code target} with the checks and the rename above. */
    public static void write(Path target, String option, Kind kind, Inputs inputs, boolean force, String text)
            throws IOException {
        try (OutputFile out = create(target, option, kind, inputs, force)) {
            out.writer().write(text);
            out.commit();
        }
    }

    /** Whether the file is empty (nothing to lose) or starts as what this tool writes of that kind. */
    static boolean writtenByXq(Path file, Kind kind) {
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(4096);
        } catch (IOException e) {
            return false;
        }
        if (head.length == 0) {
            return true;
        }
        String start = new String(head, StandardCharsets.UTF_8);
        return switch (kind) {
            case HTML -> start.contains(Html.GENERATOR) || start.startsWith(Html.PAGE_START) && start.contains("<title>xq ");
            case RULING_TABLE -> start.startsWith(String.join(",", RulingTable.COLUMNS) + "\n")
                    || start.startsWith("{\"" + RulingTable.COLUMNS.get(0) + "\":");
        };
    }

    private static void register(Path temporary) {
        synchronized (PENDING) {
            PENDING.add(temporary);
        }
    }

    private static void unregister(Path temporary) {
        synchronized (PENDING) {
            PENDING.remove(temporary);
        }
    }

    private static void removePending() {
        synchronized (PENDING) {
            shuttingDown = true;
            for (Path p : PENDING) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // nothing more to do as the JVM stops
                }
            }
            PENDING.clear();
        }
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            Path abs = p.toAbsolutePath().normalize();
            Path parent = abs.getParent();
            if (parent != null && Files.isDirectory(parent)) {
                try {
                    return parent.toRealPath().resolve(abs.getFileName());
                } catch (IOException ignored) {
                    // as it is
                }
            }
            return abs;
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    private static String reason(IOException e) {
        return e instanceof java.nio.file.AccessDeniedException ? "permission denied"
                : e instanceof java.nio.file.NoSuchFileException ? "no such directory"
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
