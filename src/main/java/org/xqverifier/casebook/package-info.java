/**
 * The casebook: the rule books' illustrated rulings as case files ({@code casebook/repetition/**.yaml}, described by the
 * record {@link org.xqverifier.casebook.WrittenCase}, fields in {@code casebook/README.md}, a schema for editors that the build writes
 * from that record, {@code schemas/casebook-case.schema.json} in the jar). {@link org.xqverifier.casebook.CaseFile} reads and validates them through
 * the tables' binder (every error names file:line:column), {@link org.xqverifier.casebook.CaseRun} rules a case
 * under an edition against the book's verdict and labels. {@code xq casebook}, the reports and the Cucumber steps all
 * read the casebook through here. It sits with the interfaces: it uses the repetition engine and the editions.
 */
package org.xqverifier.casebook;
