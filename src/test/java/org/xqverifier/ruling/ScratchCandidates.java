package org.xqverifier.ruling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

class ScratchCandidates {
    @Test
    void run() throws Exception {
        JsonNode d = new ObjectMapper(new YAMLFactory()).readTree(new File("/work/shared/reference/casebook-sources/wxf-candidates.yaml"));
        String ed = System.getProperty("ed", "tw-2007");
        for (JsonNode c : d) {
            List<String> moves = new ArrayList<>();
            c.get("moves_iccs").forEach(m -> moves.add(m.asText()));
            Ruling r = null;
            for (int L : new int[] {4, 8}) {
                List<String> ext = new ArrayList<>(moves);
                while (ext.size() < moves.size() + 16) {
                    ext.add(ext.get(ext.size() - L));
                }
                try {
                    r = Arbiter.forEdition(ed).rule(c.get("fen").asText(), ext);
                } catch (RuntimeException e) {
                    System.out.println(c.get("diagram").asText() + " ERROR " + e.getMessage());
                    continue;
                }
                if (r.cycleOrNull() != null) break;
            }
            if (r == null) continue;
            StringBuilder sb = new StringBuilder();
            for (RuledMove m : r.moves()) {
                if (r.cycleOrNull() != null && m.ply() >= r.cycleOrNull().startPly() && m.ply() <= r.cycleOrNull().endPly())
                    sb.append(m.move()).append(m.labels()).append(m.targets()).append(' ');
            }
            String ok = r.code().equals(c.get("expected").asText()) ? "OK  " : "FAIL";
            System.out.println(ok + " " + c.get("diagram").asText() + " expected " + c.get("expected").asText() + " got " + r.code()
                    + " " + (r.reasons().isEmpty() ? "" : r.reasons().get(0).rule()) + " | " + sb);
        }
    }
}
