package org.xqverifier.competition;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectDirectories;
import org.junit.platform.suite.api.Suite;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.FILTER_TAGS_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PLUGIN_PROPERTY_NAME;

/** Runs the competition casebook: features/competition/*.feature. */
@Suite
@IncludeEngines("cucumber")
@SelectDirectories("features/competition")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "org.xqverifier.competition.steps")
@ConfigurationParameter(key = FILTER_TAGS_PROPERTY_NAME, value = "not @skip")
@ConfigurationParameter(key = PLUGIN_PROPERTY_NAME, value = "summary")
public class CompetitionFeaturesTest {
}
