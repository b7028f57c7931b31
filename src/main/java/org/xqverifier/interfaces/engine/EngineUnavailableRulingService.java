package org.xqverifier.interfaces.engine;

import java.util.List;

/**
 * Used when this build carries no repetition engine: lists no edition and answers every ruling with an honest
 * "engine not available" error, never a verdict.
 */
public final class EngineUnavailableRulingService implements RulingService {
    public static final String MESSAGE = "the repetition engine (org.xqverifier.repetition) is not available in this build: no verdict can be given";

    @Override
    public List<EditionInfo> editions() {
        return List.of();
    }

    @Override
    public RulingResult rule(String edition, String fen, List<String> iccsMoves) {
        throw new EngineUnavailableException(MESSAGE);
    }
}
