package org.xqverifier.interfaces.cli;

import org.xqverifier.interfaces.engine.RulingService;
import org.xqverifier.interfaces.web.LanAddresses;
import org.xqverifier.interfaces.web.WebServer;

import org.xqverifier.edition.EditionRepository;
import org.xqverifier.interfaces.engine.DraftBesideBundled;
import org.xqverifier.interfaces.engine.Services;

import java.nio.file.Path;
import java.util.List;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code xq serve}: the arbiter's web page on this machine. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the arbiter's web page: set up a position, play moves by clicking, see each move's labels "
                + "and the verdict under every edition side by side.")
public final class ServeCommand implements Callable<Integer> {

    @Option(names = "--port", defaultValue = "8080", description = "Port to listen on (0 picks a free one; default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "Address to listen on (default ${DEFAULT-VALUE}: this machine only).")
    String host;

    @Option(names = "--rules", paramLabel = "DIR",
            description = "Also serve a committee's rules folder (one edition folder, or a folder of them) beside the bundled"
                    + " editions; a draft with a bundled edition's id is shown as ID (FOLDER).")
    Path rules;

    @Option(names = "--edition", paramLabel = "ID", defaultValue = "wxf-2018",
            description = "The edition the page shows first until the arbiter picks one (default ${DEFAULT-VALUE}; the page remembers the pick).")
    String edition;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port must be between 0 and 65535, got " + port);
        }
        List<String> known = Services.rulings().editions().stream().map(RulingService.EditionInfo::id).toList();
        if (!known.contains(edition)) {
            throw new IllegalArgumentException("--edition " + org.xqverifier.board.Quoted.cut(edition, 40)
                    + ": no repetition rules under that id (known: " + String.join(", ", known) + ")");
        }
        RulingService rulings = Services.rulings();
        DraftBesideBundled drafts = null;
        if (rules != null) {
            // loaded and compiled before the page is served: a folder that does not load is one line, and nothing is served
            drafts = DraftBesideBundled.of(Services.rulings(), EditionRepository.fromDirectory(rules));
            if (drafts.drafts().isEmpty()) {
                throw new UserError("--rules " + rules + ": no edition with repetition rules to serve");
            }
            rulings = drafts;
        }
        WebServer server = new WebServer(rulings, Services.moveText(), WebServer.Limits.defaults())
                .defaultEdition(edition);
        int actual;
        try {
            actual = server.start(host, port);
        } catch (RuntimeException e) {
            server.stop();
            throw new IllegalArgumentException("cannot listen on " + host + ":" + port + ": " + rootMessage(e));
        }
        for (String problem : server.warmUp()) {
            System.out.println("xq serve: edition " + problem);
        }
        if (drafts != null) {
            System.out.println("xq serve: beside the bundled editions: " + String.join(", ", drafts.drafts()) + " from " + rules);
        }
        if (LanAddresses.isWildcard(host)) {
            // 0.0.0.0 is no address a browser can open: print the ones a phone on the same network can.
            System.out.println("xq serve: open http://127.0.0.1:" + actual + "/ on this machine  (Ctrl-C stops)");
            List<String> lan = LanAddresses.forHost(host);
            if (lan.isEmpty()) {
                System.out.println("xq serve: no network address is up: connect this machine to the phone's network");
            }
            for (String address : lan) {
                System.out.println("xq serve: on a phone on the same network: http://" + address + ":" + actual + "/");
            }
        } else {
            System.out.println("xq serve: open http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + actual + "/  (Ctrl-C stops)");
        }
        System.out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        stopped.await();
        return 0;
    }

    private static String rootMessage(Throwable e) {
        while (e.getCause() != null) {
            e = e.getCause();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
