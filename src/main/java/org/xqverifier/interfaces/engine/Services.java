package org.xqverifier.interfaces.engine;

import org.xqverifier.edition.EditionRepository;

/**
 * The engine and notations this build carries, in one place so the command line, the page, the reports and the tests
 * reach the rulings the same way: the bundled editions' {@link #rulings()}, or a committee's folder's
 * {@link #rulings(EditionRepository)}; a command that needs the arbiter itself (a long run over games) takes it from
 * there with {@link ArbiterRulingService#arbiter(String)}.
 */
public final class Services {
    private static final ArbiterRulingService RULINGS = ArbiterRulingService.bundled();
    private static final MoveText MOVE_TEXT = new MoveText();

    private Services() {
    }

    /** The bundled editions' rulings; one arbiter per edition for the whole process. */
    public static ArbiterRulingService rulings() {
        return RULINGS;
    }

    /** The rulings of a folder of editions (a committee's draft, {@code --rules DIR}); its arbiters built on first use. */
    public static ArbiterRulingService rulings(EditionRepository folder) {
        return ArbiterRulingService.of(folder);
    }

    public static MoveText moveText() {
        return MOVE_TEXT;
    }
}
