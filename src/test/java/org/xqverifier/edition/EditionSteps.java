package org.xqverifier.edition;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.After;
import io.cucumber.java.en.And;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Steps of features/editions: listing editions, loading a committee's folder, unknown editions. */
public class EditionSteps {
    private EditionRepository repo;
    private Path folder;
    private RulesException error;

    @When("I list the bundled editions")
    public void listBundled() {
        repo = EditionRepository.bundled();
    }

    @Then("the editions include")
    public void editionsInclude(DataTable table) {
        for (Map<String, String> row : table.asMaps()) {
            Edition e = repo.get(row.get("id"));
            String year = row.get("year");
            assertEquals(year == null ? "" : year, e.year().isPresent() ? Integer.toString(e.year().getAsInt()) : "", e.id());
            String parent = row.get("extends");
            assertEquals(parent == null ? "" : parent, e.extendsId().orElse(""), e.id());
            assertEquals(row.get("title (zh)"), e.title().zh(), e.id());
            assertEquals(row.get("title (en)"), e.title().en(), e.id());
        }
    }

    @Given("a rules folder with an edition {string} that extends {string}")
    public void folderExtending(String id, String parent) throws IOException {
        folder = Files.createTempDirectory("xq-edition-");
        Files.writeString(folder.resolve("edition.yaml"), "id: " + id + "\n"
                + "title: {zh: 委员会草案, en: Committee draft}\n"
                + "extends: " + parent + "\n");
    }

    @And("its table {string} reads")
    public void tableReads(String path, String yaml) throws IOException {
        Path file = folder.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, yaml + "\n");
    }

    @When("I load that folder")
    public void loadFolder() {
        repo = EditionRepository.fromDirectory(folder);
    }

    @Then("edition {string} descends from {string}")
    public void descendsFrom(String id, String chain) {
        List<String> ids = repo.get(id).lineage().stream().map(Edition::id).toList();
        assertEquals(Arrays.asList(chain.split(",\\s*")), ids);
    }

    @And("its table {string} has {string} = {string}")
    public void tableHas(String path, String key, String value) {
        Edition e = repo.editions().iterator().next();
        assertEquals(value, e.table(path).path(key).asText());
    }

    @When("I ask for the bundled edition {string}")
    public void askFor(String id) {
        try {
            EditionRepository.bundled().get(id);
            fail("edition " + id + " exists");
        } catch (RulesException e) {
            error = e;
        }
    }

    @Then("the error names {string} and each of the known editions {string}")
    public void errorNames(String id, String known) {
        assertNotNull(error);
        assertTrue(error.getMessage().startsWith("unknown edition '" + id + "'; known editions: "), error.getMessage());
        for (String k : known.split(",\\s*")) {
            assertTrue(error.getMessage().contains(k), error.getMessage() + " lacks " + k);
        }
    }

    @After
    public void removeFolder() throws IOException {
        if (folder != null) {
            try (Stream<Path> walk = Files.walk(folder)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }
}
