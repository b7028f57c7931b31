package org.xqverifier.interfaces.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs {@code xq} in-process and captures what a user would see: exit code, stdout and stderr. */
public final class CliRunner {
    public record Result(int exitCode, String out, String err) {
        public String[] errLines() {
            return err.isEmpty() ? new String[0] : err.split("\\R");
        }
    }

    private CliRunner() {
    }

    public static Result run(String... args) {
        return run(Main::run, args);
    }

    /** The benchmarks' command line ({@link Bench}), which is not part of the shipped {@code xq}. */
    public static Result runBench(String... args) {
        return run(Bench::run, args);
    }

    private static synchronized Result run(java.util.function.ToIntFunction<String[]> command, String... args) {
        PrintStream oldOut = System.out, oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = command.applyAsInt(args);
            return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
