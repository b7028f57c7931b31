package org.xqverifier.interfaces.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;

/**
 * Where {@code xq casebook}, {@code compare} and {@code diff} find the repetition casebook when no option names a
 * folder, so that they work from any directory: {@code ./casebook/repetition} if the current directory has one (a
 * checkout, or a committee's copy), else the casebook of the checkout the jar was built in ({@code target/xq.jar} →
 * {@code casebook/repetition} beside {@code target/}), else the copy packed into the jar, which is there wherever
 * the jar is copied to.
 */
final class CasebookFolder {
    /** The folder, relative to the current directory or a checkout. */
    static final Path RELATIVE = Path.of("casebook", "repetition");
    /** The copy in the jar (pom.xml packs casebook/repetition's case files under this name). */
    private static final String PACKED = "/casebook/repetition";

    private static FileSystem jar;
    private static Path jarFile;

    private CasebookFolder() {
    }

    /** {@code given} if an option named a folder; else the first casebook found as above; null if there is none. */
    static Path orDefault(Path given) {
        return given != null ? given : find(Path.of(""), codeSource());
    }

    /** What the help says the default is. */
    static final String DEFAULT = "./casebook/repetition, else the casebook xq was built with";

    /**
     * The casebook seen from {@code directory} by code loaded from {@code code} (a jar, or a folder of classes):
     * package-private so that a test can put both anywhere.
     */
    static Path find(Path directory, Path code) {
        Path here = directory.resolve(RELATIVE);
        if (Files.isDirectory(here)) {
            return directory.toString().isEmpty() ? RELATIVE : here;
        }
        if (code == null) {
            return null;
        }
        Path checkout = code.toAbsolutePath().getParent() == null ? null : code.toAbsolutePath().getParent().getParent();
        if (checkout != null && Files.isDirectory(checkout.resolve(RELATIVE))) {
            return checkout.resolve(RELATIVE);
        }
        if (Files.isDirectory(code)) {
            Path packed = code.resolve(PACKED.substring(1));
            return Files.isDirectory(packed) ? packed : null;
        }
        return packed(code);
    }

    /** The packed copy in {@code file}; the jar stays open for the run, as the case files are read from it. */
    private static synchronized Path packed(Path file) {
        try {
            if (jar == null || !jar.isOpen() || !file.equals(jarFile)) {
                jar = FileSystems.newFileSystem(file);
                jarFile = file;
            }
            Path packed = jar.getPath(PACKED);
            return Files.isDirectory(packed) ? packed : null;
        } catch (IOException | RuntimeException e) {
            return null;                      // not a jar (or not readable): there is no packed copy
        }
    }

    private static Path codeSource() {
        try {
            CodeSource source = CasebookFolder.class.getProtectionDomain().getCodeSource();
            return source == null ? null : Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /** The one message for "no casebook": where it was looked for, and the option that names one. */
    static UserError missing(String option) {
        return new UserError("no casebook folder: none at ./casebook/repetition, none beside the jar and none packed "
                + "in it (give " + option + " DIR)");
    }
}
