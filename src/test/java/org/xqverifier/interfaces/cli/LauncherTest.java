package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The launcher {@code ./xq} in a copy of its own (a temporary folder with {@code xq} and a {@code target/xq.jar} that
 * runs this build's classes): its class-data archives are an optimisation, so a damaged archive, a disk too full to
 * write one, or a kill while one is being written must never fail a run, leave files behind or orphan a JVM.
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class LauncherTest {
    @TempDir
    static Path home;
    static Path target;
    static String expected;

    /** The launcher beside a jar of this build (the shaded jar is made after the tests). */
    @BeforeAll
    static void copyTheLauncher() throws Exception {
        target = home.resolve("target");
        Files.createDirectories(target);
        Files.copy(Path.of("xq"), home.resolve("xq"));
        Files.setPosixFilePermissions(home.resolve("xq"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Path classes = target.resolve("classes.jar");
        jar(Path.of("target", "classes"), classes);
        List<String> path = new ArrayList<>(List.of(classes.toUri().toString()));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.endsWith(".jar")) {
                path.add(Path.of(entry).toAbsolutePath().toUri().toString());
            }
        }
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        m.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", path));
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(target.resolve("xq.jar")), m)) {
            out.flush();
        }
        expected = CliRunner.run("berger", "4").out();
    }

    private static void jar(Path dir, Path jar) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(dir)) {
            for (Path f : (Iterable<Path>) files.filter(f -> !f.equals(dir))::iterator) {
                String name = dir.relativize(f).toString().replace(File.separatorChar, '/');
                boolean folder = Files.isDirectory(f);
                out.putNextEntry(new JarEntry(folder ? name + "/" : name)); // folders too: the page's files are found by theirs
                if (!folder) {
                    Files.copy(f, out);
                }
                out.closeEntry();
            }
        }
    }

    record Run(int exit, String out, String err) {
    }

    /** {@code bash -c script} in the copy's folder, with {@code PATH} first searching {@code bin} if given. */
    private static Run bash(String script, Path bin) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", script).directory(home.toFile());
        if (bin != null) {
            pb.environment().put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
        }
        pb.environment().remove("XQ_JAVA_OPTS");
        Path out = Files.createTempFile(home, "out", ".txt"), err = Files.createTempFile(home, "err", ".txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the launcher did not finish: " + script);
        Run r = new Run(p.exitValue(), Files.readString(out), Files.readString(err));
        Files.delete(out);
        Files.delete(err);
        return r;
    }

    private static List<String> files() throws IOException {
        try (Stream<Path> s = Stream.concat(Files.list(target), Files.list(home))) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith("xq-") || n.startsWith("hs_err") || n.startsWith("core")).sorted().toList();
        }
    }

    private static void clearArchives() throws IOException {
        try (Stream<Path> s = Files.list(target)) {
            for (Path p : (Iterable<Path>) s.filter(p -> p.getFileName().toString().startsWith("xq-"))::iterator) {
                Files.delete(p);
            }
        }
    }

    @Test
    void aTruncatedArchiveFallsBackToAPlainRunAndIsReplaced() throws Exception {
        clearArchives();
        Run first = bash("./xq berger 4", null);
        assertEquals(0, first.exit(), first.err());
        assertEquals(expected, first.out());
        Path archive = target.resolve("xq-berger.jsa");
        assertTrue(Files.size(archive) > 1_000_000, files().toString());
        long size = Files.size(archive);
        for (long cut : new long[]{size / 3, 100}) {
            try (var ch = java.nio.channels.FileChannel.open(archive, java.nio.file.StandardOpenOption.WRITE)) {
                ch.truncate(cut);
            }
            Run damaged = bash("./xq berger 4", null);
            assertEquals(0, damaged.exit(), "truncated to " + cut + " bytes: " + damaged.err());
            assertEquals(expected, damaged.out());
            assertEquals("", damaged.err(), "a damaged archive is passed over silently");
            assertEquals(size, Files.size(archive), "the damaged archive was replaced");
            Run after = bash("./xq berger 4", null);
            assertEquals(0, after.exit(), after.err());
            assertEquals(expected, after.out());
        }
        assertEquals(List.of("xq-berger.jsa", "xq-berger.jsa.size"), files());
    }

    @Test
    void noRoomForTheArchiveFailsNothingAndLeavesNothing() throws Exception {
        clearArchives();
        // the launcher sees the limit: it writes no archive, silently
        Run limited = bash("ulimit -f 200; ./xq berger 4", null);
        assertEquals(0, limited.exit(), limited.err());
        assertEquals(expected, limited.out());
        assertEquals("", limited.err());
        assertEquals(List.of(), files());
        // the limit is met only by the JVM (as a disk that fills while the archive is written): still exit 0
        Path bin = home.resolve("bin");
        Files.createDirectories(bin);
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/usr/bin/env bash\nulimit -f 200\nexec " + Path.of(System.getProperty("java.home"),
                "bin", "java") + " \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Run full = bash("./xq berger 4", bin);
        assertEquals(0, full.exit(), full.err());
        assertEquals(expected, full.out(), "the JVM's note on the archive it could not write is not in the output");
        assertEquals(List.of(), files());
        Run failing = bash("./xq berger 0", bin);
        assertEquals(1, failing.exit(), "the command's own failure is still its exit code: " + failing.err());
        assertEquals(List.of(), files());
    }

    @Test
    void killingTheLauncherStopsItsJvmAndLeavesNoArchiveBehind() throws Exception {
        for (String signal : List.of("TERM", "INT")) {
            clearArchives();
            Path log = home.resolve("serve-" + signal + ".log");
            Process launcher = new ProcessBuilder("./xq", "serve", "--port", "0").directory(home.toFile())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            long stopAt = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (!Files.readString(log).contains("open http") && launcher.isAlive() && System.nanoTime() < stopAt) {
                Thread.sleep(50);
            }
            assertTrue(Files.readString(log).contains("open http"), Files.readString(log));
            List<ProcessHandle> jvms = launcher.descendants().filter(h -> h.info().command().orElse("").endsWith("java"))
                    .toList();
            assertEquals(1, jvms.size(), "the launcher runs one JVM while it writes an archive");
            new ProcessBuilder("kill", "-" + signal, Long.toString(launcher.pid())).start().waitFor();
            assertTrue(launcher.waitFor(30, TimeUnit.SECONDS), "the launcher did not stop on SIG" + signal);
            ProcessHandle jvm = jvms.get(0);
            jvm.onExit().get(30, TimeUnit.SECONDS);
            assertFalse(jvm.isAlive(), "SIG" + signal + " to the launcher left its JVM running");
            assertEquals(List.of(), files(), "SIG" + signal + " left files");
        }
    }

    @Test
    void strayArchivesOfLaunchersThatWereKilledOutrightAreRemoved() throws Exception {
        clearArchives();
        Path stray = target.resolve("xq-berger.jsa.999999999");
        try (OutputStream o = Files.newOutputStream(stray)) {
            o.write("half an archive".getBytes(StandardCharsets.US_ASCII));
        }
        Run r = bash("./xq berger 4", null);
        assertEquals(0, r.exit(), r.err());
        assertFalse(Files.exists(stray), files().toString());
    }
}
