package org.xqverifier.interfaces.web;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The addresses a phone on the same network can open when the page listens on every interface ({@code --host 0.0.0.0}
 * or {@code ::}): {@code 0.0.0.0} itself is no address a browser can reach. IPv4 first (what a hall's Wi-Fi hands
 * out); for {@code ::} also IPv6 addresses other than link-local ones, which a browser cannot open without a zone.
 */
public final class LanAddresses {
    private LanAddresses() {
    }

    /** Whether {@code host} means every interface rather than one address. */
    public static boolean isWildcard(String host) {
        String h = host == null ? "" : host.strip();
        return h.isEmpty() || h.equals("0.0.0.0") || h.equals("::") || h.equals("[::]") || h.equals("0:0:0:0:0:0:0:0");
    }

    /** This machine's addresses a phone can use, as URL hosts (IPv6 in brackets); empty when none is up. */
    public static List<String> forHost(String host) {
        List<InetAddress> found = new ArrayList<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (nic.isUp() && !nic.isLoopback()) {
                    found.addAll(Collections.list(nic.getInetAddresses()));
                }
            }
        } catch (SocketException e) {
            return List.of();
        }
        boolean ipv6 = host != null && host.contains(":");
        return usable(found, ipv6);
    }

    /** The addresses worth printing, IPv4 before IPv6, as URL hosts. */
    static List<String> usable(List<InetAddress> addresses, boolean withIpv6) {
        List<String> v4 = new ArrayList<>();
        List<String> v6 = new ArrayList<>();
        for (InetAddress a : addresses) {
            if (a.isLoopbackAddress() || a.isAnyLocalAddress() || a.isLinkLocalAddress() || a.isMulticastAddress()) {
                continue;
            }
            if (a instanceof Inet4Address) {
                v4.add(a.getHostAddress());
            } else if (a instanceof Inet6Address && withIpv6) {
                String text = a.getHostAddress();
                int zone = text.indexOf('%');
                v6.add("[" + (zone < 0 ? text : text.substring(0, zone)) + "]");
            }
        }
        List<String> all = new ArrayList<>(v4);
        all.addAll(v6);
        return all.stream().distinct().toList();
    }
}
