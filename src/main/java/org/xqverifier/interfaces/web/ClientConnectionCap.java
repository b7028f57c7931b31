package org.xqverifier.interfaces.web;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.jetty.io.Connection;

/**
 * At most so many open connections per client address: one client holding hundreds of connections (each sending its
 * body a byte at a time, or its headers) would otherwise hold the server's threads and connections from everyone
 * else. A connection past the cap is closed as soon as it opens; the client's other connections go on.
 */
final class ClientConnectionCap implements Connection.Listener {
    private final int perClient;
    private final ConcurrentHashMap<InetAddress, Integer> open = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Connection, InetAddress> clients = new ConcurrentHashMap<>();

    ClientConnectionCap(int perClient) {
        this.perClient = perClient;
    }

    @Override
    public void onOpened(Connection connection) {
        InetAddress client = client(connection);
        if (client == null) {
            return;
        }
        clients.put(connection, client);
        if (open.merge(client, 1, Integer::sum) > perClient) {
            connection.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        // the address is gone from a closed socket: the one it opened with
        InetAddress client = clients.remove(connection);
        if (client != null) {
            open.computeIfPresent(client, (k, n) -> n <= 1 ? null : n - 1);
        }
    }

    private static InetAddress client(Connection connection) {
        SocketAddress a = connection.getEndPoint().getRemoteSocketAddress();
        return a instanceof InetSocketAddress inet ? inet.getAddress() : null;
    }
}
