package org.xqverifier.interfaces.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.HttpChannel;
import org.eclipse.jetty.server.Request;

/**
 * Every request body as every handler reads it: counted as it arrives, whatever the transfer encoding (a chunked body
 * says no length, and Javalin's limit looks only at the length a request says), and read only until the request's
 * deadline, which starts when the request arrives. A body past the limit is a 413 as soon as the limit is passed (or
 * at once, when the length the request says is past it); a body still arriving at the deadline, a byte at a time or
 * not at all, is a 408 at the deadline. A route may have a bound of its own (a game file is larger than a JSON
 * request), with the words its 413 says.
 *
 * <p>The deadline holds for a read that waits: before each read the connection's idle timeout is set to the time
 * left, so Jetty wakes the waiting read when it runs out; the connection's own idle timeout is put back after.
 */
final class RequestBodyGuard implements Filter {
    /** The request attribute holding the request's deadline ({@link System#nanoTime()}), for the handlers. */
    static final String DEADLINE = "xq.deadline";

    /** A route's bound: the bytes its body may have, and what its 413 says. */
    record Bound(long bytes, String tooLarge) {
        static Bound of(long bytes) {
            return new Bound(bytes, "request too large: at most " + bytes + " bytes");
        }
    }

    private final Bound bound;
    private final Map<String, Bound> routes;
    private final long timeNanos;

    /** @param routes the bounds of the routes (request paths) that have their own; every other route has {@code maxBytes} */
    RequestBodyGuard(long maxBytes, Map<String, Bound> routes, long timeNanos) {
        this.bound = Bound.of(maxBytes);
        this.routes = Map.copyOf(routes);
        this.timeNanos = timeNanos;
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        long deadline = System.nanoTime() + timeNanos;
        req.setAttribute(DEADLINE, deadline);
        if (!(req instanceof HttpServletRequest http)) {
            chain.doFilter(req, res);
            return;
        }
        Bound limit = routes.getOrDefault(http.getRequestURI(), bound);
        if (http.getContentLengthLong() > limit.bytes()) {
            // said before it is sent: refused without reading a byte of it (and the connection closed, below)
            refused(res, limit, Request.getBaseRequest(http));
            return;
        }
        Bounded[] read = new Bounded[1];
        chain.doFilter(new HttpServletRequestWrapper(http) {
            private Bounded body;
            private BufferedReader reader;

            @Override
            public ServletInputStream getInputStream() throws IOException {
                if (body == null) {
                    body = new Bounded(http.getInputStream(), Request.getBaseRequest(http), deadline, limit);
                    read[0] = body;
                }
                return body;
            }

            @Override
            public BufferedReader getReader() throws IOException {
                if (reader == null) {
                    String encoding = http.getCharacterEncoding();
                    Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
                    reader = new BufferedReader(new InputStreamReader(getInputStream(), charset));
                }
                return reader;
            }
        }, res);
        if (read[0] != null && read[0].refused
                || res instanceof HttpServletResponse answer && answer.getStatus() >= 400 && !http.getInputStream().isFinished()) {
            // refused part way, or answered (busy, a bad query) before its body was read: the rest is not read
            closeSoon(res, Request.getBaseRequest(http));
        }
    }

    /** The 413 of a body whose said length is past its bound, in the API's shape ({"error": …}). */
    private static void refused(ServletResponse res, Bound limit, Request base) throws IOException {
        HttpServletResponse http = (HttpServletResponse) res;
        http.setStatus(413);
        http.setHeader("Connection", "close");
        http.setContentType("application/json");
        http.setCharacterEncoding("UTF-8");
        http.getWriter().write(new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode()
                .put("error", limit.tooLarge()).toString());
        closeSoon(res, base);
    }

    /**
     * Jetty reads and drops the rest of a body the answer did not wait for, for as long as it comes (a client sending
     * for ever keeps a core busy): the answer goes out, and a moment later the connection is closed.
     */
    private static void closeSoon(ServletResponse res, Request base) throws IOException {
        res.flushBuffer();
        HttpChannel channel = base == null ? null : base.getHttpChannel();
        if (channel != null) {
            EndPoint endPoint = channel.getEndPoint();
            CLOSER.schedule((Runnable) endPoint::close, LINGER_MILLIS, TimeUnit.MILLISECONDS);
        }
    }

    /** How long the client of a refused body has to read the answer before its connection is closed. */
    private static final long LINGER_MILLIS = 1_000;
    private static final ScheduledExecutorService CLOSER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "xq-refused-body-closer");
        t.setDaemon(true);
        return t;
    });


    private RequestException late() {
        return new RequestException(408, "the request body took longer than the limit of "
                + TimeUnit.NANOSECONDS.toMillis(timeNanos) + " ms to arrive", null, null);
    }

    /** The body, counted and read by the deadline. */
    private final class Bounded extends ServletInputStream {
        private final ServletInputStream in;
        private final HttpChannel channel;
        private final long deadline;
        private final Bound limit;
        private long count;
        /** Whether this body was refused (too large, or late) part way. */
        boolean refused;

        Bounded(ServletInputStream in, Request base, long deadline, Bound limit) {
            this.in = in;
            this.channel = base == null ? null : base.getHttpChannel();
            this.deadline = deadline;
            this.limit = limit;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            long left = deadline - System.nanoTime();
            if (left <= 0 && !in.isFinished()) {
                refused = true;
                throw late();
            }
            long idle = channel == null ? 0 : channel.getIdleTimeout();
            if (channel != null) {
                channel.setIdleTimeout(Math.max(1, Math.min(idle > 0 ? idle : Long.MAX_VALUE,
                        TimeUnit.NANOSECONDS.toMillis(left) + 1)));
            }
            int n;
            try {
                n = in.read(b, off, len);
            } catch (IOException e) {
                if (deadline - System.nanoTime() <= 0) {
                    refused = true;
                    throw late();
                }
                throw e;
            } finally {
                if (channel != null) {
                    channel.setIdleTimeout(idle);
                }
            }
            if (n > 0) {
                count += n;
                if (count > limit.bytes()) {
                    refused = true;
                    throw new RequestException(413, limit.tooLarge(), null, null);
                }
            }
            return n;
        }

        @Override
        public boolean isFinished() {
            return in.isFinished();
        }

        @Override
        public boolean isReady() {
            return in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
        }
    }
}
