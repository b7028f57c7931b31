package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The build-time index of the bundled rules ({@code META-INF/xq/bundled-rules.json}, written by
 * {@link org.xqverifier.edition.build.RulesPrecompiler}): the files under {@code rules/} (a jar directory cannot be listed
 * portably) and, per edition area, the executable-model classes compiled from its DRL with a digest of that DRL.
 */
record BundledIndex(List<String> files, JsonNode ruleBases) {
    static final String RESOURCE = "META-INF/xq/bundled-rules.json";

    /** The index on the classpath, or null if the build step has not run (e.g. classes compiled by an IDE only). */
    static BundledIndex load() {
        try (InputStream in = BundledIndex.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return null;
            }
            JsonNode root = new ObjectMapper().readTree(in);
            List<String> files = new ArrayList<>();
            root.path("files").forEach(f -> files.add(f.asText()));
            return new BundledIndex(List.copyOf(files), root.path("ruleBases"));
        } catch (IOException e) {
            throw new RulesException(RESOURCE, 0, 0, "unreadable bundled rules index: " + e.getMessage(), e);
        }
    }

    /** The precompiled model of {@code edition/area}, or null. */
    Precompiled model(String edition, String area) {
        JsonNode n = ruleBases.path(edition + "/" + area);
        if (!n.isObject()) {
            return null;
        }
        List<String> models = new ArrayList<>();
        n.path("models").forEach(m -> models.add(m.asText()));
        String why = n.path("notPrecompiled").isTextual() ? n.path("notPrecompiled").asText() : null;
        return new Precompiled(n.path("sha256").asText(), List.copyOf(models), why);
    }

    /** @param notPrecompiled why the build could not precompile the area (it is then compiled from DRL), or null */
    record Precompiled(String sha256, List<String> modelClasses, String notPrecompiled) {
    }
}
