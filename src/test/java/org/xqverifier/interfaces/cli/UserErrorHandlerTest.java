package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;

import java.net.ConnectException;
import java.nio.file.FileSystemException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A user never sees a bare exception name: what went wrong and where. */
class UserErrorHandlerTest {
    @Test
    void exceptionsWithoutAMessageSayWhatAndWhere() {
        assertEquals("cannot connect: connection refused", UserErrorHandler.describe(new ConnectException()));
        assertEquals("games: Is a directory",
                UserErrorHandler.describe(new FileSystemException("games", null, "Is a directory")));
        String bare = UserErrorHandler.describe(new IllegalStateException());
        assertTrue(bare.startsWith("IllegalStateException at UserErrorHandlerTest.exceptionsWithoutAMessageSayWhatAndWhere:"), bare);
    }
}
