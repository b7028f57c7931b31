package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;
import org.xqverifier.interfaces.engine.MoveText;

/**
 * The web server with its default limits over the development fake engine (rulings of the real shape, cheap to
 * make), in a process of its own so that a test can give it a small heap: prints its port, then serves until killed.
 */
public final class SmallHeapServer {
    private SmallHeapServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        WebServer server = new WebServer(new DevelopmentFakeRulingService(), new MoveText(), WebServer.Limits.defaults());
        System.out.println("port " + server.start("127.0.0.1", 0));
        System.out.flush();
        Thread.currentThread().join();
    }
}
