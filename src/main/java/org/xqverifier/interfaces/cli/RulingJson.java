package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.ruling.Reason;
import org.xqverifier.ruling.RuledMove;
import org.xqverifier.ruling.Ruling;

/** The JSON form of a ruling, exactly as the `xq rule --json` contract documents it. */
final class RulingJson {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private RulingJson() {
    }

    static ObjectNode of(Ruling r) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("edition", r.edition());
        o.put("verdict", r.code());
        o.put("violator", r.violator());
        if (r.cycleOrNull() == null) {
            o.putNull("cycle");
        } else {
            ObjectNode c = o.putObject("cycle");
            c.put("start_ply", r.cycleOrNull().startPly());
            c.put("length", r.cycleOrNull().length());
        }
        ArrayNode moves = o.putArray("moves");
        for (RuledMove m : r.moves()) {
            ObjectNode j = moves.addObject();
            j.put("ply", m.ply());
            j.put("move", m.move());
            j.put("side", m.side());
            m.labels().forEach(j.putArray("labels")::add);
            m.targets().forEach(j.putArray("targets")::add);
        }
        ArrayNode reasons = o.putArray("reasons");
        for (Reason reason : r.reasons()) {
            ObjectNode j = reasons.addObject();
            j.put("rule", reason.rule());
            j.put("article", reason.article());
            reason.figures().forEach(j.putArray("figures")::add);
            j.put("zh", reason.zh());
            j.put("en", reason.en());
        }
        return o;
    }
}
