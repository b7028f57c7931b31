package org.xqverifier;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectDirectories;
import org.junit.platform.suite.api.Suite;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

/**
 * Runs the casebook: every {@code .feature} under the top-level {@code features/} folder, with step definitions from
 * {@code org.xqverifier} and its subpackages. Surefire finds scenarios only through this suite class; each scenario
 * counts in its "Tests run:". Scenarios tagged {@code @skip} are reported as skipped with their reason (see
 * {@link org.xqverifier.casebook.SkippedCases}). Report: target/cucumber-report.html.
 */
@Suite
@IncludeEngines("cucumber")
@SelectDirectories("features")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "org.xqverifier")
public class CasebookTest {
}
