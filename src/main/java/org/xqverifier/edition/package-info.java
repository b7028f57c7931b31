/**
 * Editions of the rule books as data: {@code rules/<edition>/edition.yaml}, YAML tables and Drools rules per area.
 * <ul>
 *   <li>{@link org.xqverifier.edition.EditionRepository#bundled()} — the editions packaged from {@code rules/};
 *       {@link org.xqverifier.edition.EditionRepository#fromDirectory(java.nio.file.Path)} — a committee's folder.</li>
 *   <li>{@link org.xqverifier.edition.Edition#table(String)} / {@link org.xqverifier.edition.Edition#yaml(String)} — a YAML
 *       table found in the edition or its {@code extends} parents; {@code yaml} keeps lines for error messages.</li>
 *   <li>{@link org.xqverifier.edition.Edition#kieBase(String)} — an area's rule base, built once per process
 *       (precompiled at build time by {@link org.xqverifier.edition.RulesPrecompiler} for bundled editions).</li>
 *   <li>{@link org.xqverifier.edition.RulesException} — every problem with a rules folder, as {@code file:line:column: message}.</li>
 * </ul>
 */
package org.xqverifier.edition;
