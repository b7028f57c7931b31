package org.xqverifier.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.*;

class FenTest {

    @Test
    void canonicalFormRoundTrips() throws FenException {
        assertEquals(Fen.START, Position.fromFen(Fen.START).toFen());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r",
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w",
            "  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR   w - -  ",
    })
    void lenientFormsReadAsTheStartPosition(String fen) throws FenException {
        assertEquals(Fen.START, Position.fromFen(fen).toFen());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "4k4/9/9/9/9/9/9/9/9/9 w | Red has no king",
            "4k4/9/9/9/9/9/9/9/9/K8 w | outside its palace",
            "4k4/9/9/9/9/9/9/9/9/A3K4 w | off the advisor's points",
            "4k4/9/9/9/9/9/9/9/9/1B2K4 w | off the elephant's points",
            "4k4/9/9/9/9/9/9/9/9/RRR1K4 w | 3 rooks",
            "4k4/9/9/9/9/9/9/9/9/4K4 w | face each other",
            "4k4/9/9/9/9/9/9/9/4R4/3K5 w | in check but it is Red to move",
    })
    void impossiblePositionsAreRejectedWithTheReason(String fen, String reason) {
        FenException e = assertThrows(FenException.class, () -> Position.fromFen(fen));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void diagramOnlyPositionsAreAcceptedWithAWarning() throws FenException {
        String fen = "4k4/9/9/9/9/9/9/9/P8/3K5 w"; // a red pawn on its own second rank
        FenValidation v = Fen.validate(fen);
        assertEquals(FenValidation.Kind.DIAGRAM_ONLY, v.kind());
        assertTrue(v.messages().get(0).contains("behind its starting rank"));
        assertNotNull(Position.fromFen(fen));
        assertEquals(FenValidation.Kind.FINE, Fen.validate(Fen.START).kind());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "rnbakabnr/9/1c5c1 w | 3 ranks",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w | not a piece letter",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w | 8 points",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x | side to move",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHBAKABNR w | mixes",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1 | half-move clock",
    })
    void unreadableFensSayWhatIsWrong(String fen, String reason) {
        FenException e = assertThrows(FenException.class, () -> Position.fromFen(fen));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void randomTextNeverEscapesAsAnotherException() {
        SplittableRandom random = new SplittableRandom(3);
        String alphabet = "rnbakcpRNBAKCPEHeh0123456789/ -wbx\u4e00\t";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sb = new StringBuilder();
            int length = random.nextInt(80);
            for (int j = 0; j < length; j++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            try {
                Position.fromFen(sb.toString());
            } catch (FenException expected) {
                assertFalse(expected.getMessage().isBlank());
            }
        }
    }
}
