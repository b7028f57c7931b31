package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.interfaces.engine.ArbiterRulingService;
import org.xqverifier.repetition.Ruling;

/**
 * The JSON form of a ruling, exactly as the `xq rule --json` contract documents it. The shape is
 * {@link org.xqverifier.interfaces.engine.RulingResult}, the one the page and the JSON API serve too.
 */
final class RulingJson {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private RulingJson() {
    }

    static ObjectNode of(Ruling r) {
        return MAPPER.valueToTree(ArbiterRulingService.result(r));
    }

    /** The ruling of moves played from {@code fen}, with the start position and each move's text and position. */
    static ObjectNode of(Ruling r, String fen) {
        return MAPPER.valueToTree(ArbiterRulingService.result(r, fen));
    }
}
