package org.xqverifier.interfaces.web;

import org.xqverifier.board.Quoted;

import java.util.Locale;

/**
 * Refuses what a page on another site could make a browser send: a request whose {@code Host} is not the address served
 * (DNS rebinding: evil.example resolving to 127.0.0.1 would otherwise read the API), and a POST from another origin.
 */
final class RequestGuard {
    private final String servedHost;
    private volatile int port;

    RequestGuard(String servedHost) {
        this.servedHost = bare(servedHost == null ? "" : servedHost.toLowerCase(Locale.ROOT));
    }

    void servedOn(int port) {
        this.port = port;
    }

    /** Throws a 403 {@link RequestException} saying why, or returns. */
    void check(String method, String host, String origin, String fetchSite) {
        if (host == null || host.isBlank()) {
            throw refused("a request needs a Host header");
        }
        if (!allowedHost(host.strip().toLowerCase(Locale.ROOT))) {
            throw refused("Host '" + Quoted.cut(host, 80) + "' is not the address this server listens on (protection"
                    + " against DNS rebinding); open the address 'xq serve' printed");
        }
        if ("GET".equals(method) || "HEAD".equals(method) || "OPTIONS".equals(method)) {
            return;
        }
        if (fetchSite != null && !fetchSite.equals("same-origin") && !fetchSite.equals("none")) {
            throw refused("a " + method + " from another site (Sec-Fetch-Site: " + Quoted.cut(fetchSite, 40) + ")");
        }
        if (origin != null && !origin.equalsIgnoreCase("http://" + host.strip())) {
            throw refused("a " + method + " from another origin (" + Quoted.cut(origin, 80) + ")");
        }
    }

    private boolean allowedHost(String hostHeader) {
        String name;
        int hostPort = 80;
        if (hostHeader.startsWith("[")) {
            int close = hostHeader.indexOf(']');
            if (close < 0) {
                return false;
            }
            name = hostHeader.substring(1, close);
            String rest = hostHeader.substring(close + 1);
            if (!rest.isEmpty()) {
                if (!rest.startsWith(":")) {
                    return false;
                }
                hostPort = port(rest.substring(1));
            }
        } else {
            int colon = hostHeader.lastIndexOf(':');
            name = colon < 0 ? hostHeader : hostHeader.substring(0, colon);
            if (colon >= 0) {
                hostPort = port(hostHeader.substring(colon + 1));
            }
        }
        if (hostPort != port) {
            return false;
        }
        if (name.equals(servedHost)) {
            return true;
        }
        boolean wildcard = servedHost.isEmpty() || servedHost.equals("0.0.0.0") || servedHost.equals("::");
        if (wildcard) {
            return name.equals("localhost") || ipLiteral(name);
        }
        boolean loopback = servedHost.equals("localhost") || servedHost.startsWith("127.") || servedHost.equals("::1");
        return loopback && (name.equals("localhost") || name.equals("127.0.0.1") || name.equals("::1"));
    }

    private static int port(String digits) {
        if (digits.isEmpty() || digits.length() > 5 || !digits.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        return Integer.parseInt(digits);
    }

    private static boolean ipLiteral(String name) {
        return name.matches("\\d{1,3}(\\.\\d{1,3}){3}") || (name.indexOf(':') >= 0 && name.matches("[0-9a-f:.]+"));
    }

    private static String bare(String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    private static RequestException refused(String why) {
        return new RequestException(403, "refused: " + why, null, null);
    }
}
