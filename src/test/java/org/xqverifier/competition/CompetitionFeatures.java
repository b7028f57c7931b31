package org.xqverifier.competition;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectDirectories;
import org.junit.platform.suite.api.Suite;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.FILTER_TAGS_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PLUGIN_PROPERTY_NAME;

/**
 * Runs only the competition casebook (features/competition/*.feature) for focused work:
 * {@code mvn -o test -Dtest=CompetitionFeatures}. Not picked up by default (the name does not end in Test): the
 * whole casebook, these features included, runs under {@link org.xqverifier.CasebookTest}.
 */
@Suite
@IncludeEngines("cucumber")
@SelectDirectories("features/competition")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "org.xqverifier.competition.steps")
@ConfigurationParameter(key = FILTER_TAGS_PROPERTY_NAME, value = "not @skip")
@ConfigurationParameter(key = PLUGIN_PROPERTY_NAME, value = "summary")
public class CompetitionFeatures {
}
