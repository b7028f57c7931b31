package org.xqverifier.interfaces.cli;

import org.xqverifier.edition.RuleCodePolicy;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.Arrays;
import java.util.List;

/** The {@code xq} command: every user-facing job is a subcommand registered here. */
@Command(name = "xq",
        mixinStandardHelpOptions = true,
        version = "xq 0.1.0",
        description = "Xiangqi competition rules verifier: mechanics, notations, repetition rulings, conduct and competition rules.")
public final class Main implements Runnable {
    /**
     * The subcommands, in the order {@code xq --help} lists them. They are registered here rather than in the
     * annotation because picocli builds the model of every registered command (options, help texts, the commands'
     * own classes) before it runs one: a run of one command builds only that command's ({@link #commandLine}).
     */
    static final List<Class<?>> SUBCOMMANDS = List.of(
            CommandLine.HelpCommand.class,
            PerftCommand.class,
            EditionsCommand.class,
            ServeCommand.class,
            CompareCommand.class,
            DiffCommand.class,
            PgnCommand.class,
            ConvertCommand.class,
            RuleCommand.class,
            RefereeCommand.class,
            CasebookCommand.class,
            BergerCommand.class,
            StandingsCommand.class,
            PairingsCommand.class,
            ArbitrateCommand.class,
            InitCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private static final ThreadLocal<java.io.PrintWriter> ERR = new ThreadLocal<>();

    /** A folder given with --rules, --revised or --dir may hold DRL, which is code; it runs only when asked for. */
    @CommandLine.Option(names = "--allow-rule-code", scope = CommandLine.ScopeType.INHERIT,
            description = "Run the .drl rules of a folder given with --rules/--revised/--dir (they are Java code; "
                    + "without this flag only its YAML tables are used).")
    void allowRuleCode(boolean allow) {
        if (allow) {
            java.io.PrintWriter err = ERR.get();
            RuleCodePolicy.allow(line -> {
                if (err != null) {
                    err.println("xq: " + line);
                    err.flush();
                }
            });
        }
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        EditionPreload.startFor(args);
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code; user errors print one line on stderr, never a stack trace. */
    public static int run(String... args) {
        return run(commandLine(args), args);
    }

    /**
     * The command line for {@code args}: {@code xq} with only the subcommand that {@code args} names (the first
     * argument after any {@code --allow-rule-code}), or with all of them when it names none ({@code xq --help},
     * {@code xq help rule}, a mistyped name, whose message lists them).
     */
    static CommandLine commandLine(String... args) {
        CommandLine cl = new CommandLine(new Main());
        Class<?> named = named(args);
        for (Class<?> c : SUBCOMMANDS) {
            if (named == null || c == named) {
                cl.addSubcommand(c);
            }
        }
        hideRuleCodeOption(cl);
        return cl;
    }

    /**
     * {@code --allow-rule-code} is xq's (it is accepted after any command), but the help shows it only at the top and
     * in the commands that take a rules folder ({@code --rules}, {@code --revised}, {@code --dir}): elsewhere it would
     * be a line about folders the command has no option for.
     */
    private static void hideRuleCodeOption(CommandLine cl) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandLine.Model.CommandSpec spec = sub.getCommandSpec();
            CommandLine.Model.OptionSpec inherited = spec.findOption("--allow-rule-code");
            if (inherited != null && !inherited.hidden() && spec.findOption("--rules") == null
                    && spec.findOption("--revised") == null) {
                spec.remove(inherited);
                spec.addOption(CommandLine.Model.OptionSpec.builder(inherited).hidden(true)
                        .scopeType(CommandLine.ScopeType.LOCAL).build());
            }
            hideRuleCodeOption(sub);
        }
    }

    private static Class<?> named(String[] args) {
        for (String a : args) {
            if (a.equals("--allow-rule-code")) {
                continue;
            }
            for (Class<?> c : SUBCOMMANDS) {
                Command command = c.getAnnotation(Command.class);
                if (c != CommandLine.HelpCommand.class && (command.name().equals(a)
                        || Arrays.asList(command.aliases()).contains(a))) {
                    return c;
                }
            }
            return null;
        }
        return null;
    }

    /** Runs a command line (xq's, or the benchmarks' in the test sources) with xq's handling of user errors. */
    public static int run(CommandLine cl, String... args) {
        cl.setExecutionExceptionHandler(new UserErrorHandler());
        cl.setParameterExceptionHandler((ex, arguments) -> {
            String command = ex.getCommandLine().getCommandSpec().qualifiedName();
            ex.getCommandLine().getErr().println("xq: " + ex.getMessage() + " (see '" + command + " --help')");
            return 2;
        });
        boolean wasAllowed = RuleCodePolicy.allowed();
        RuleCodePolicy.refuse();
        ERR.set(cl.getErr());
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError e) {
            cl.getErr().println("xq: out of memory: the input is too large for this command (" + e.getMessage() + ")");
            return 1;
        } catch (StackOverflowError e) {
            cl.getErr().println("xq: the input is nested too deeply to read");
            return 1;
        } finally {
            ERR.remove();
            if (wasAllowed) {
                RuleCodePolicy.allow(null);
            } else {
                RuleCodePolicy.refuse();
            }
        }
    }
}
