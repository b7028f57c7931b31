package org.xqverifier.conduct.tables;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code conduct/area.yaml}: the area's own settings: {@code repetition_edition}, the edition whose repetition rulings
 * decide repetition claims under these conduct rules (absent: the log states the verdict).
 */
public record AreaTable(String area, String repetitionEdition) {
    static final Set<String> OPTIONAL = Set.of("repetitionEdition");
    static final Map<String, List<String>> ONE_OF = Map.of("area", List.of("conduct"));
}
