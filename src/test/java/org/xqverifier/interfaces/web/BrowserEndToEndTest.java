package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;
import org.xqverifier.interfaces.engine.RulingService;
import org.xqverifier.interfaces.engine.Services;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.chromium.HasCdp;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser (Debian's chromium driven through /usr/bin/chromedriver): enter a casebook position,
 * play its cycle by clicking the pieces, and read the verdicts the page shows; open a PGN and an XQF file; print the
 * ruling sheet to PDF; switch the language. Skipped, saying why, on a machine without chromium and chromedriver
 * (install: apt-get install -y chromium chromium-driver).
 * <p>
 * With the repetition engine in the build, the verdict shown must be the rule book's. Without it, rulings come from
 * the development fake and the test checks only that the page shows exactly what the API answers.
 * <p>
 * The page is also opened at phone sizes (360 × 640, 390 × 844, 430 × 932, emulated as a mobile viewport): the
 * verdict of every edition must be in the first screen after a move, nothing may run off the right edge, and every
 * control must be at least 44 px each way. Screenshots and the printed PDFs are kept under {@code target/e2e/}.
 */
@Tag("browser")
class BrowserEndToEndTest {
    /** Debian's; -Dxq.chromium / -Dxq.chromedriver name others (a missing one shows how the test is skipped). */
    private static final Path CHROMIUM = Path.of(System.getProperty("xq.chromium", "/usr/bin/chromium"));
    private static final Path CHROMEDRIVER = Path.of(System.getProperty("xq.chromedriver", "/usr/bin/chromedriver"));
    private static final Path FIXTURES = Path.of("src/test/resources/org/xqverifier/interfaces/web");
    private static final Path OUT = Path.of("target", "e2e");

    private static WebServer server;
    private static WebDriver browser;
    private static int port;
    private static boolean realEngine;
    private static Path profile;

    /** Why the page cannot be tested on this machine, or null. */
    private static String missing;

    @BeforeAll
    static void start() throws IOException {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            // Each test is skipped with this reason (so Maven counts them as skipped, not as "Tests run: 0"), and the
            // reason is printed once where Maven shows it.
            missing = "the arbiter's page was not tested in a browser: " + CHROMIUM + " or " + CHROMEDRIVER
                    + " is missing (apt-get install -y chromium chromium-driver fonts-noto-cjk)";
            System.err.println("BrowserEndToEndTest skipped: " + missing);
            return;
        }
        RulingService rulings = Services.rulings();
        realEngine = !rulings.editions().isEmpty();
        if (!realEngine) {
            System.out.println("BrowserEndToEndTest: no repetition engine in this build; the page is driven with the development fake");
            rulings = new DevelopmentFakeRulingService();
        }
        server = new WebServer(rulings, Services.moveText(), WebServer.Limits.defaults());
        port = server.start("127.0.0.1", 0);

        profile = Files.createTempDirectory("xq-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--lang=en-US",
                "--disable-dev-shm-usage", "--window-size=1280,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        // Every page the test opens records what its Content-Security-Policy blocks (inline scripts, style attributes,
        // handlers): the page must work under a strict policy. Scripts added through DevTools are not subject to it.
        ((HasCdp) browser).executeCdpCommand("Page.enable", Map.of());
        ((HasCdp) browser).executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source",
                "window.cspViolations = []; document.addEventListener('securitypolicyviolation', e => "
                        + "window.cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' at '"
                        + " + (e.sourceFile || '') + ':' + e.lineNumber + ' ' + (e.sample || '')));"));
        Files.createDirectories(OUT);
    }

    /** Each test starts as a first visit: nothing remembered (language, edition). */
    @BeforeEach
    void firstVisit() {
        Assumptions.assumeTrue(missing == null, missing);
        browser.get(base(port));
        script("localStorage.clear()");
    }

    @AfterEach
    void nothingWasBlockedByTheContentSecurityPolicy() {
        if (browser != null) {
            assertEquals(List.of(), script("return window.cspViolations || []"), "blocked by the Content-Security-Policy");
            ((HasCdp) browser).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    @AfterAll
    static void stop() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.stop();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    @Test
    void playsAPerpetualCheckByClickingAndShowsTheVerdicts() throws Exception {
        JsonNode theCase = cases().get(0);
        String fen = theCase.get("fen").asText();
        List<String> moves = moves(theCase);

        browser.get(base(port));
        waitIdle();
        assertEquals("wxf-2018", new Select(browser.findElement(By.id("labels-edition"))).getFirstSelectedOption().getText(),
                "a first visit shows the server's edition first");
        assertEquals("en", script("return document.documentElement.lang"), "the browser's language (en-US) on a first visit");
        WebElement fenInput = browser.findElement(By.id("fen-input"));
        fenInput.clear();
        fenInput.sendKeys(fen);
        browser.findElement(By.id("fen-load")).click();
        waitIdle();
        assertEquals("0", browser.findElements(By.cssSelector("#moves tbody tr")).size() + "");

        for (int i = 0; i < moves.size(); i++) {
            String move = moves.get(i);
            point(move.substring(0, 2)).click();
            assertFalse(browser.findElements(By.cssSelector("#board .pick-mark.selected")).isEmpty(),
                    "clicking " + move.substring(0, 2) + " should pick up the piece");
            point(move.substring(2, 4)).click();
            int played = i + 1;
            new WebDriverWait(browser, Duration.ofSeconds(20)).until(d ->
                    d.findElements(By.cssSelector("#moves tbody tr")).size() == played && idle());
        }
        // The board shows the piece that moved last where it went.
        String last = moves.get(moves.size() - 1);
        assertEquals("R", browser.findElement(By.cssSelector("#board g.piece[data-sq='" + last.substring(2, 4) + "']"))
                .getAttribute("data-piece"));
        assertTrue(browser.getCurrentUrl().contains("moves=" + String.join(",", moves)), browser.getCurrentUrl());

        // What the page shows for each edition is what the API rules, in the verdict table and in the strip.
        JsonNode answer = new ApiClient(port).post("/api/rule", ApiClient.json(Map.of("fen", fen, "moves", moves))).body();
        for (JsonNode ruling : answer.get("rulings")) {
            String edition = ruling.get("edition").asText();
            WebElement cell = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='" + edition + "'] td.verdict"));
            assertEquals(ruling.get("verdict").asText(), cell.getAttribute("data-verdict"), edition);
            assertEquals(ruling.get("verdict").asText(), chip(edition).getAttribute("data-verdict"), edition + " in the strip");
            String articles = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='" + edition + "']")).getText();
            JsonNode decisive = ruling.get("reasons").get(0);
            if (decisive != null) {
                assertTrue(articles.contains(decisive.get("zh").asText()) && articles.contains(decisive.get("en").asText()), articles);
            }
            if (ruling.hasNonNull("cycle")) {
                // the cycle in moves as the arbiter counts them, not plies
                assertTrue(cell.getText().contains("cycle: moves 1.–"), cell.getText());
                assertFalse(cell.getText().contains("plies"), cell.getText());
            }
        }
        if (realEngine) {
            // The rule book's verdict (casebook source), not what the code happens to say.
            theCase.get("expected").fields().forEachRemaining(e -> assertEquals(e.getValue().asText(), browser.findElement(
                    By.cssSelector("#verdict-table tr[data-edition='" + e.getKey() + "'] td.verdict")).getAttribute("data-verdict"),
                    e.getKey()));
        }
        // The server's edition comes first: in the table and in the strip.
        assertEquals("wxf-2018", browser.findElement(By.cssSelector("#verdict-table tbody tr")).getAttribute("data-edition"));
        assertEquals("wxf-2018", browser.findElement(By.cssSelector("#strip .chip")).getAttribute("data-edition"));
        // The move list prints the moves as the book does, numbered by move (1., 1…, 2., …).
        assertEquals(new ObjectMapper().convertValue(theCase.get("moves_cn"), List.class), texts("#moves tbody td.chinese"));
        assertEquals(List.of("1.", "1…", "2.", "2…", "3.", "3…", "4.", "4…", "5."), texts("#moves tbody td.num"));
        // The first move's labels are shown in the move list.
        String labels = browser.findElement(By.cssSelector("#moves tbody tr[data-ply='1'] td.labels")).getText();
        String apiLabels = String.join("", new ObjectMapper().convertValue(
                answer.get("rulings").get(0).get("moves").get(0).get("labels"), String[].class));
        assertTrue(labels.replace(" ", "").startsWith(apiLabels), labels + " vs " + apiLabels);

        // Stepping: back one move and forth; the status says the move as the arbiter counts it.
        browser.findElement(By.id("prev")).click();
        waitIdle();
        assertTrue(text("status").startsWith("After 4… 将6平5 (ply 8 of 9)"), text("status"));
        browser.findElement(By.id("next")).click();
        waitIdle();
        assertTrue(text("status").startsWith("After 5. 车四平五 (ply 9 of 9)"), text("status"));
        // Go to the cycle: the position where it starts.
        assertTrue(browser.findElement(By.id("to-cycle")).isDisplayed());
        browser.findElement(By.id("to-cycle")).click();
        waitIdle();
        assertTrue(text("status").startsWith("Start"), text("status"));
        browser.findElement(By.id("last")).click();
        waitIdle();

        screenshot("page-after-cycle.png");
        // The desktop keeps the verdict table, and nothing runs off the right edge there either.
        assertTrue(browser.findElement(By.cssSelector("#verdict-table thead")).isDisplayed(), "desktop: the verdict table's header");
        assertNoHorizontalOverflow("desktop", 0);
        fullPageScreenshot("desktop-1280.png");

        // The link reproduces the position and the moves; with moves, the entry form is folded away.
        browser.get(browser.getCurrentUrl());
        waitIdle();
        assertEquals(moves.size(), browser.findElements(By.cssSelector("#moves tbody tr")).size());
        assertEquals(null, browser.findElement(By.id("entry")).getAttribute("open"), "the form folded away once a game is loaded");

        // Setting up by hand: take the black cannon off h0, put a red pawn on e5, and play on from there.
        browser.findElement(By.id("edit")).click();
        waitIdle();
        browser.findElement(By.cssSelector("#palette button[data-piece='']")).click();
        point("h0").click();
        waitIdle();
        browser.findElement(By.cssSelector("#palette button[data-piece='P']")).click();
        point("e5").click();
        waitIdle();
        assertTrue(browser.findElements(By.cssSelector("#board g.piece[data-sq='h0']")).isEmpty());
        assertEquals("P", browser.findElement(By.cssSelector("#board g.piece[data-sq='e5']")).getAttribute("data-piece"));
        screenshot("page-setting-up.png");
        browser.findElement(By.id("edit-done")).click();
        waitIdle();
        assertEquals(0, browser.findElements(By.cssSelector("#moves tbody tr")).size());
        assertTrue(browser.findElement(By.id("error")).getAttribute("hidden") != null, browser.findElement(By.id("error")).getText());
        browser.findElement(By.cssSelector("#entry summary")).click();
        String placed = browser.findElement(By.id("fen-input")).getAttribute("value");
        String[] ranks = placed.split(" ")[0].split("/");
        assertEquals("4P4", ranks[4], placed);            // rank 5: the pawn put on e5
        assertFalse(ranks[9].contains("c"), placed);      // rank 0: the cannon taken off h0
        assertTrue(browser.getCurrentUrl().contains("fen=" + placed.split(" ")[0]), browser.getCurrentUrl());
    }

    @Test
    void onAWideScreenTheBoardStaysInViewWhileTheMovesScroll() throws Exception {
        browser.get(base(port) + "?moves=" + LONG_GAME);
        waitIdle();
        assertEquals(null, browser.findElement(By.id("entry")).getAttribute("open"));
        script("window.scrollTo(0, document.body.scrollHeight)");
        Map<?, ?> board = rect(browser.findElement(By.cssSelector("#board svg")));
        assertTrue(number(board, "top") >= 0 && number(board, "top") < 100, "the board is still at the top: " + board);
        Map<?, ?> strip = rect(browser.findElement(By.id("strip")));
        assertTrue(number(strip, "bottom") <= viewportHeight(), "the verdict strip under it too: " + strip);
        browser.findElement(By.cssSelector("#moves tbody tr[data-ply='3']")).click();
        waitIdle();
        assertTrue(text("status").startsWith("After 2. "), text("status"));
        assertNoHorizontalOverflow("desktop, long game", 0);
    }

    @ParameterizedTest(name = "at {0} × {1} px")
    @CsvSource({"360, 640", "390, 844", "430, 932"})
    void onAPhoneTheVerdictIsInTheFirstScreenAfterAMove(int width, int height) throws Exception {
        JsonNode theCase = cases().get(0);
        String fen = theCase.get("fen").asText();
        List<String> moves = moves(theCase);
        String where = width + " px";
        phone(width, height);
        // All the moves but the last from the link; the last one is played by tapping the scaled board.
        List<String> before = moves.subList(0, moves.size() - 1);
        browser.get(base(port) + "?fen=" + fen.replace(" ", "%20") + "&moves=" + String.join(",", before));
        waitIdle();
        assertNoHorizontalOverflow(where, width);
        Map<?, ?> board = rect(browser.findElement(By.cssSelector("#board svg")));
        assertTrue(number(board, "width") >= width - 32 && number(board, "right") <= width,
                where + ": the board is scaled to the width: " + board);
        String last = moves.get(moves.size() - 1);
        point(last.substring(0, 2)).click();
        point(last.substring(2, 4)).click();
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(d ->
                d.findElements(By.cssSelector("#moves tbody tr")).size() == moves.size() && idle());
        assertNoHorizontalOverflow(where, width);

        // Every edition's verdict, in the strip under the board, in the first screen: no scrolling after the move.
        JsonNode answer = new ApiClient(port).post("/api/rule", ApiClient.json(Map.of("fen", fen, "moves", moves))).body();
        assertFalse(answer.get("rulings").isEmpty());
        assertEquals(0L, ((Number) script("return Math.round(window.scrollY)")).longValue(), where + ": not scrolled");
        for (JsonNode ruling : answer.get("rulings")) {
            String edition = ruling.get("edition").asText();
            WebElement chip = chip(edition);
            assertEquals(ruling.get("verdict").asText(), chip.getAttribute("data-verdict"), where + ", " + edition);
            assertOnScreen(chip, width, height, where + ", " + edition + "'s verdict in the first screen");
        }
        screenshot("phone-" + width + "-first-screen.png");

        // One card per edition, each with its verdict and decisive article (zh and en); the rest folded.
        assertFalse(browser.findElement(By.cssSelector("#verdict-table thead")).isDisplayed(), where + ": cards, not a table");
        for (JsonNode ruling : answer.get("rulings")) {
            String edition = ruling.get("edition").asText();
            WebElement card = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='" + edition + "']"));
            WebElement verdict = card.findElement(By.cssSelector("td.verdict"));
            assertEquals(ruling.get("verdict").asText(), verdict.getAttribute("data-verdict"), where + ", " + edition);
            for (WebElement shown : List.of(card, verdict)) {
                Map<?, ?> r = rect(shown);
                assertTrue(number(r, "left") >= 0 && number(r, "right") <= width && number(r, "width") > 0,
                        where + ", " + edition + ": the verdict lies within the width: " + r);
            }
            if (ruling.hasNonNull("cycle")) {
                assertTrue(innerText(verdict).contains("cycle: moves"), where + ", " + edition + ": the cycle: " + innerText(verdict));
            }
            JsonNode reasons = ruling.get("reasons");
            if (reasons.size() > 0) {
                String text = card.getText();
                assertTrue(text.contains(reasons.get(0).get("zh").asText()) && text.contains(reasons.get(0).get("en").asText()),
                        where + ", " + edition + ": the decisive article in zh and en: " + text);
            }
            if (reasons.size() > 1) {
                assertFalse(innerText(card).contains(reasons.get(1).get("en").asText()),
                        where + ", " + edition + ": the other articles are folded away");
            }
        }
        // Tapping an edition's verdict in the strip brings its card into view.
        String lastEdition = answer.get("rulings").get(answer.get("rulings").size() - 1).get("edition").asText();
        chip(lastEdition).click();
        WebElement card = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='" + lastEdition + "']"));
        new WebDriverWait(browser, Duration.ofSeconds(5)).until(d -> {
            Map<?, ?> r = rect(card);
            return number(r, "top") >= -1 && number(r, "top") < height - 40;
        });

        // The move list in two columns: the Chinese move and its labels; the other notations only under the move
        // shown. Tapping a move far down shows the board after it (brought back into view) and its WXF and ICCS.
        JsonNode rows = new ApiClient(port).post("/api/position", ApiClient.json(Map.of("fen", fen, "moves", moves))).body().get("moves");
        WebElement third = browser.findElement(By.cssSelector("#moves tbody tr[data-ply='3']"));
        assertTrue(third.findElement(By.cssSelector("td.chinese")).isDisplayed() && third.findElement(By.cssSelector("td.labels")).isDisplayed());
        assertFalse(third.findElement(By.cssSelector("td.wxf")).isDisplayed(), where + ": WXF folded until the move is tapped");
        assertFalse(third.findElement(By.cssSelector("td.iccs")).isDisplayed(), where + ": ICCS folded until the move is tapped");
        third.click();
        waitIdle();
        assertOnScreen(browser.findElement(By.id("board")), width, height, where + ": the board after a tapped move");
        assertOnScreen(chip(answer.get("rulings").get(0).get("edition").asText()), width, height, where + ": and the verdict under it");
        third = browser.findElement(By.cssSelector("#moves tbody tr[data-ply='3']"));
        assertTrue(third.getAttribute("class").contains("shown"), where + ": the tapped move is shown");
        assertEquals(rows.get(2).get("wxf").asText(), third.findElement(By.cssSelector("td.wxf")).getText().replace("WXF", "").trim(), where);
        assertTrue(third.findElement(By.cssSelector("td.iccs")).getText().contains(moves.get(2)), where + ": ICCS on tap");
        assertTrue(text("status").startsWith("After 2. 车五平四 (ply 3 of " + moves.size() + ")"), text("status"));
        // Stepping under the board keeps the board and the verdicts in view.
        browser.findElement(By.id("next")).click();
        waitIdle();
        assertTrue(text("status").startsWith("After 2… "), text("status"));
        assertOnScreen(chip(answer.get("rulings").get(0).get("edition").asText()), width, height, where + ": verdict while stepping");
        assertNoHorizontalOverflow(where + ", a move tapped", width);
        assertTouchSized(where);
        fullPageScreenshot("phone-" + width + ".png");

        // Setting up pieces: the palette's pieces are touch-sized too.
        browser.findElement(By.id("edit")).click();
        waitIdle();
        assertNoHorizontalOverflow(where + ", setting up pieces", width);
        assertTouchSized(where + ", setting up pieces");
        fullPageScreenshot("phone-" + width + "-setting-up.png");
    }

    @ParameterizedTest(name = "at {0} px")
    @CsvSource({"390, 844", "1280, 1000"})
    void opensAPgnFileListsItsGamesAndKeepsTheLegalMovesOfABadOne(int width, int height) throws Exception {
        if (width < 600) {
            phone(width, height);
        }
        String where = "PGN at " + width + " px";
        browser.get(base(port));
        waitIdle();
        browser.findElement(By.id("file-input")).sendKeys(FIXTURES.resolve("games.pgn").toAbsolutePath().toString());
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(d -> idle() && !d.findElements(By.cssSelector("#games-list .game-row")).isEmpty());
        List<WebElement> rows = browser.findElements(By.cssSelector("#games-list .game-row"));
        assertEquals(3, rows.size(), where);
        assertTrue(rows.get(0).getText().contains("Chinese National Champion 1999") && rows.get(0).getText().contains("YAN WenQing – LIU DaHua"),
                rows.get(0).getText());
        assertEquals("1", rows.get(0).getAttribute("data-repeats"), where + ": game 1 repeats");
        assertTrue(rows.get(0).getText().contains("repeats: moves 22.–"), rows.get(0).getText());
        assertTrue(rows.get(2).getText().contains("round 5") && rows.get(2).getText().contains("2026.05.01"), rows.get(2).getText());
        assertTrue(rows.get(2).getText().contains("3. cannot be played"), rows.get(2).getText());
        assertNoHorizontalOverflow(where + ", the list", width < 600 ? width : 0);
        if (width < 600) {
            assertTouchSized(where + ", the list");
        }
        fullPageScreenshot("file-pgn-list-" + width + ".png");

        rows.get(0).click();
        new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> idle() && d.findElements(By.cssSelector("#moves tbody tr")).size() == 58);
        assertTrue(text("game-info").contains("Chinese National Champion 1999"), text("game-info"));
        assertTrue(text("game-info").contains("YAN WenQing") && text("game-info").contains("LIU DaHua"), text("game-info"));
        assertTrue(browser.findElement(By.id("games")).getAttribute("hidden") != null, "the list goes once a game is picked");
        JsonNode ruled = new ApiClient(port).post("/api/rule", ApiClient.json(Map.of("moves", iccsOfPgnGame(1)))).body();
        for (JsonNode ruling : ruled.get("rulings")) {
            assertEquals(ruling.get("verdict").asText(), chip(ruling.get("edition").asText()).getAttribute("data-verdict"), where);
            if (width < 600) {
                assertOnScreen(chip(ruling.get("edition").asText()), width, height, where + ": the verdict in view after loading");
            }
        }
        assertTrue(browser.findElement(By.id("to-cycle")).isDisplayed(), where + ": go to the cycle");
        browser.findElement(By.id("to-cycle")).click();
        waitIdle();
        assertTrue(text("status").startsWith("After 21… "), where + ": the position before the cycle's first move (22.): " + text("status"));
        assertNoHorizontalOverflow(where + ", a game from the file", width < 600 ? width : 0);
        fullPageScreenshot("file-pgn-game-" + width + ".png");

        // The third game has a move that cannot be played: the moves before it are kept, the bad one marked.
        browser.findElement(By.id("other-games")).click();
        browser.findElements(By.cssSelector("#games-list .game-row")).get(2).click();
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(d -> idle() && !d.findElements(By.cssSelector("#moves tr.bad-move")).isEmpty());
        assertEquals(4, browser.findElements(By.cssSelector("#moves tbody tr[data-ply]")).size());
        assertTrue(text("error").contains("3. “h2h9” cannot be played: illegal move: no piece on h2"), text("error"));
        assertTrue(browser.findElement(By.cssSelector("#moves tr.bad-move")).getText().contains("h2h9"));
        assertTrue(text("game-info").contains("round 5"), text("game-info"));
        assertTrue(browser.getCurrentUrl().contains("round=5") && browser.getCurrentUrl().contains("event=Constructed"),
                "the game's details in the link: " + browser.getCurrentUrl());
        assertNoHorizontalOverflow(where + ", a bad move", width < 600 ? width : 0);
    }

    @Test
    void aPastedGameWithABadMoveKeepsTheMovesBeforeIt() throws Exception {
        browser.get(base(port));
        waitIdle();
        browser.findElement(By.id("moves-input")).sendKeys("[Event \"Club night\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n\n1. 炮二平五 马8进7 2. 马二进三 车9平8 3. 炮二进四");
        browser.findElement(By.id("moves-load")).click();
        waitIdle();
        assertEquals(4, browser.findElements(By.cssSelector("#moves tbody tr[data-ply]")).size(), "the four legal moves");
        assertTrue(browser.findElement(By.cssSelector("#moves tr.bad-move")).getText().contains("炮二进四"));
        assertTrue(text("error").startsWith("3. “炮二进四” cannot be played"), text("error"));
        assertTrue(text("game-info").contains("Club night") && text("game-info").contains("Li"), text("game-info"));
    }

    @Test
    void opensAnXqfFileWithItsEventAndChoosesAVariation() throws Exception {
        phone(390, 844);
        browser.get(base(port));
        waitIdle();
        browser.findElement(By.id("file-input")).sendKeys(FIXTURES.resolve("variations.xqf").toAbsolutePath().toString());
        new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> idle() && d.findElements(By.cssSelector("#moves tbody tr")).size() == 94);
        assertTrue(text("game-info").contains("越南队访华实录（南京站）") && text("game-info").contains("2002年8月15日"), text("game-info"));
        assertTrue(text("game-info").contains("越南  郑亚生") || text("game-info").contains("越南 郑亚生"), text("game-info"));
        Select variation = new Select(browser.findElement(By.id("variation")));
        assertEquals(8, variation.getOptions().size(), "the main line and 7 variations");
        assertTrue(variation.getOptions().get(2).getText().contains("10. 车二进五"), variation.getOptions().get(2).getText());
        assertNoHorizontalOverflow("XQF", 390);
        fullPageScreenshot("file-xqf-390.png");
        variation.selectByIndex(2);
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(d -> idle()
                && d.findElements(By.cssSelector("#moves tbody tr")).size() != 94);
        assertEquals("车二进五", browser.findElement(By.cssSelector("#moves tbody tr[data-ply='19'] td.chinese")).getText());
        assertEquals("2", new Select(browser.findElement(By.id("variation"))).getFirstSelectedOption().getAttribute("value"));
    }

    @Test
    void switchesTheLanguageAndRemembersItAndTheEditionChosen() throws Exception {
        JsonNode theCase = cases().get(0);
        String link = base(port) + "?fen=" + theCase.get("fen").asText().replace(" ", "%20") + "&moves=" + String.join(",", moves(theCase));
        browser.get(link);
        waitIdle();
        new Select(browser.findElement(By.id("lang"))).selectByValue("zh-Hant");
        waitIdle();
        assertEquals("zh-Hant", script("return document.documentElement.lang"));
        assertEquals("列印裁決書", browser.findElement(By.id("print")).getText());
        assertEquals("車四平五", browser.findElement(By.cssSelector("#moves tbody tr[data-ply='1'] td.chinese")).getText(),
                "the moves in traditional characters");
        if (realEngine) {
            assertEquals("紅方須變著", chip("wxf-2018").findElement(By.cssSelector(".chip-verdict")).getText());
            // the rule text stays in the edition's own script, with the English
            String card = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='cxa-2020']")).getText();
            assertTrue(card.contains("长将") && card.contains("perpetual check"), card);
        }
        screenshot("language-zh-Hant.png");
        new Select(browser.findElement(By.id("labels-edition"))).selectByValue(realEngine ? "tw-2007" : DevelopmentFakeRulingService.OTHER_EDITION);
        waitIdle();
        String chosen = realEngine ? "tw-2007" : DevelopmentFakeRulingService.OTHER_EDITION;
        assertEquals(chosen, browser.findElement(By.cssSelector("#strip .chip")).getAttribute("data-edition"), "the chosen edition first");

        // Chosen once, remembered: a new visit keeps both.
        browser.get(base(port) + "?moves=h2e2");
        waitIdle();
        assertEquals("zh-Hant", script("return document.documentElement.lang"));
        assertEquals(chosen, new Select(browser.findElement(By.id("labels-edition"))).getFirstSelectedOption().getAttribute("value"));
        assertTrue(text("status").contains("紅方走") || text("status").contains("黑方走"), text("status"));

        new Select(browser.findElement(By.id("lang"))).selectByValue("zh-Hans");
        waitIdle();
        assertEquals("打印裁决书", browser.findElement(By.id("print")).getText());
        assertEquals("炮二平五", browser.findElement(By.cssSelector("#moves tbody tr[data-ply='1'] td.chinese")).getText());
        assertNoHorizontalOverflow("zh-Hans", 0);
        new Select(browser.findElement(By.id("lang"))).selectByValue("en");
        waitIdle();
        assertEquals("Print ruling sheet", browser.findElement(By.id("print")).getText());
    }

    @Test
    void printsTheRulingSheetOnOneA4Page() throws Exception {
        JsonNode theCase = cases().get(0);
        String link = base(port) + "?fen=" + theCase.get("fen").asText().replace(" ", "%20") + "&moves=" + String.join(",", moves(theCase))
                + "&event=City%20Cup&round=5&board=3&red=Li&black=Wang&date=2026-05-01";
        browser.get(link);
        waitIdle();
        assertTrue(text("game-info").contains("City Cup") && text("game-info").contains("board 3"), text("game-info"));
        int pages = printSheet("sheet-d2.pdf");
        assertEquals(1, pages, "a usual cycle's sheet is one A4 page");
        String sheet = browser.findElement(By.id("sheet")).getAttribute("innerText");
        for (String shown : List.of("Repetition ruling", "City Cup", "Li", "Wang", "2026-05-01", "Arbiter", "Signature")) {
            assertTrue(sheet.contains(shown), shown + " on the sheet: " + sheet);
        }
        JsonNode answer = new ApiClient(port).post("/api/rule", ApiClient.json(Map.of("fen", theCase.get("fen").asText(),
                "moves", moves(theCase)))).body();
        for (JsonNode ruling : answer.get("rulings")) {
            JsonNode decisive = ruling.get("reasons").get(0);
            if (decisive != null) {
                assertTrue(sheet.contains(decisive.get("zh").asText()) && sheet.contains(decisive.get("en").asText()),
                        ruling.get("edition").asText() + "'s article in both languages on the sheet");
            }
        }
        // A sheet is made for this game only: a new move makes the print show the page again until asked for anew.
        assertTrue(((Boolean) script("return document.body.classList.contains('has-sheet')")));

        // A game of 58 plies with its cycle at the end: still one page.
        browser.get(base(port));
        waitIdle();
        browser.findElement(By.id("file-input")).sendKeys(FIXTURES.resolve("games.pgn").toAbsolutePath().toString());
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(d -> idle() && !d.findElements(By.cssSelector("#games-list .game-row")).isEmpty());
        browser.findElements(By.cssSelector("#games-list .game-row")).get(0).click();
        new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> idle() && d.findElements(By.cssSelector("#moves tbody tr")).size() == 58);
        assertTrue(pdfPages(printToPdf("page-without-sheet.pdf")) > 1, "the page itself, 58 moves long, takes more than a page");
        assertEquals(1, printSheet("sheet-game.pdf"), "a tournament game's sheet is one A4 page");
        String game = browser.findElement(By.id("sheet")).getAttribute("innerText");
        assertTrue(game.contains("Chinese National Champion 1999") && game.contains("YAN WenQing"), game);
        if (realEngine) {
            assertTrue(game.contains("22.–25…"), "the cycle in moves: " + game);
        }

        // The same sheet from the command line, printed by the same browser: one page too.
        Path file = OUT.resolve("sheet-cli.html");
        Files.deleteIfExists(file); // a sheet left by an older build carries no generator mark: xq would not replace it
        int exit = org.xqverifier.interfaces.cli.Main.run("rule", "--games", FIXTURES.resolve("games.pgn").toString(),
                "--game", "1", "--lang", "en", "--html", file.toString());
        assertEquals(0, exit);
        browser.get(file.toAbsolutePath().toUri().toString());
        assertEquals(1, pdfPages(printToPdf("sheet-cli.pdf")), "xq rule --html: one A4 page");
    }

    /**
     * The live referee's forbidden moves on the page: the chase of docs/referee.md (the books' D36, adopted there),
     * red's rook chasing the cannon: after 4… red's 5. 车三平七 would bring the position a third time under wxf-2018,
     * where red must change; under cxa-2020 both sides' chases are forbidden alike (26.9), a draw, so nothing is forbidden.
     */
    @Test
    void listsTheForbiddenMovesAndMarksThemWhenTheirPieceIsPickedUp() throws Exception {
        Assumptions.assumeTrue(realEngine, "the forbidden moves come from the repetition engine");
        String fen = "1rbakab2/9/2c5n/4p3p/p8/7R1/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w";
        List<String> line = List.of("h4c4", "c7g7", "c4g4", "g7c7", "g4c4", "c7g7", "c4g4", "g7c7");
        JsonNode referee = new ApiClient(port).post("/api/referee", ApiClient.json(Map.of("edition", "wxf-2018", "fen", fen,
                "moves", line))).body();
        assertEquals("g4c4", referee.at("/forbidden/0/move").asText(), referee.toString());
        browser.get(base(port) + "?fen=" + fen.replace(" ", "%20") + "&moves=" + String.join(",", line));
        waitIdle();
        WebElement box = browser.findElement(By.id("forbidden"));
        assertTrue(box.isDisplayed(), "the forbidden moves are listed");
        String said = box.getText();
        assertTrue(said.contains("Forbidden moves for Red under wxf-2018"), said);
        assertTrue(said.contains("Red must change: 车三平七 (g4c4) repeats the forbidden perpetual chase."), said);
        JsonNode decisive = referee.at("/forbidden/0/reasons/0");
        assertTrue(said.contains(decisive.get("zh").asText()) && said.contains(decisive.get("en").asText()), "the article: " + said);
        assertTrue(said.contains("cycle: moves 1…–5.; played, it brings the position back (occurrence 3)"), said);

        // Picking the rook up marks c4 as forbidden (not as a legal target), with its reason as the tooltip.
        point("g4").click();
        assertEquals(List.of("g4c4"), attributes("#board .forbidden-target", "data-move"));
        assertFalse(attributes("#board .pick-mark.target", "data-move").contains("g4c4"));
        assertFalse(attributes("#board .pick-mark.target", "data-move").isEmpty(), "the rook's other moves as legal targets");
        assertEquals("Forbidden: 车三平七 (g4c4), Red must change (perpetual chase)",
                script("return document.querySelector(\"#board .pt[data-sq='c4'] title\").textContent"));
        screenshot("forbidden-marked.png");
        // Naming the move in the list picks its piece up too.
        browser.findElement(By.cssSelector("#board .pt[data-sq='a0']")).click();
        assertTrue(browser.findElements(By.cssSelector("#board .forbidden-target")).isEmpty());
        box.findElement(By.cssSelector(".forbidden-move[data-move='g4c4']")).click();
        assertEquals(List.of("g4c4"), attributes("#board .forbidden-target", "data-move"));

        // In Chinese, as an arbiter reads it out.
        new Select(browser.findElement(By.id("lang"))).selectByValue("zh-Hans");
        waitIdle();
        assertTrue(text("forbidden").contains("红方须变着：车三平七 重复禁止的长捉。"), text("forbidden"));
        new Select(browser.findElement(By.id("lang"))).selectByValue("en");
        waitIdle();

        // Under cxa-2020 the same line has none, and nothing is shown.
        new Select(browser.findElement(By.id("labels-edition"))).selectByValue("cxa-2020");
        waitIdle();
        assertFalse(browser.findElement(By.id("forbidden")).isDisplayed(), "cxa-2020: " + text("forbidden"));
        new Select(browser.findElement(By.id("labels-edition"))).selectByValue("wxf-2018");
        waitIdle();
        assertTrue(browser.findElement(By.id("forbidden")).isDisplayed());

        // The forbidden move is legal: a click plays it, and the page says it was played, with its ruling.
        point("g4").click();
        point("c4").click();
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(d -> idle() && d.findElements(By.cssSelector("#moves tbody tr")).size() == 9);
        assertTrue(text("forbidden").startsWith("The forbidden move was played (under wxf-2018): 5. 车三平七 (g4c4), "
                + "Red must change (perpetual chase)"), text("forbidden"));
        screenshot("forbidden-played.png");

        // Undo: the list again; a step back or another position: gone.
        browser.findElement(By.id("undo")).click();
        waitIdle();
        assertTrue(text("forbidden").contains("车三平七 (g4c4) repeats"), text("forbidden"));
        browser.findElement(By.id("prev")).click();
        waitIdle();
        assertFalse(browser.findElement(By.id("forbidden")).isDisplayed(), "after 4. (black to move): " + text("forbidden"));
        browser.findElement(By.id("last")).click();
        waitIdle();
        assertTrue(browser.findElement(By.id("forbidden")).isDisplayed());
        browser.findElement(By.id("edit")).click();
        waitIdle();
        assertFalse(browser.findElement(By.id("forbidden")).isDisplayed(), "setting up pieces");
        browser.findElement(By.id("edit-done")).click();
        waitIdle();
        assertFalse(browser.findElement(By.id("forbidden")).isDisplayed(), "the position set up, no moves");
        browser.findElement(By.id("start-position")).click();
        waitIdle();
        assertFalse(browser.findElement(By.id("forbidden")).isDisplayed(), "the start position");
    }

    @Test
    void showsItIsBusyAndAnEditionStoppedByTheLimitWithItsReason() throws Exception {
        // one edition too slow for the limit on the whole line, not on its cycle alone; the other takes 0.7 s
        RulingService slow = new SlowRulings(new DevelopmentFakeRulingService(),
                (edition, moves) -> edition.equals(DevelopmentFakeRulingService.EDITION) && moves.size() > 4, 10_000, 700);
        WebServer slowServer = new WebServer(slow, Services.moveText(),
                new WebServer.Limits(65536, 600, Duration.ofMillis(2500), 2, 100, 0));
        int slowPort = slowServer.start("127.0.0.1", 0);
        try {
            // two moves, then a cycle of four (the fake's cycle: the first position seen again)
            browser.get(base(slowPort) + "?moves=h2e2,h7e7,h0g2,h9g7,g2h0,g7h9");
            // A request past ~200 ms shows the indicator; it goes when the answers are in.
            new WebDriverWait(browser, Duration.ofSeconds(5)).until(d -> "visible".equals(script(
                    "return getComputedStyle(document.getElementById('busy')).visibility")));
            assertTrue(browser.findElement(By.id("busy")).isDisplayed());
            screenshot("busy.png");
            waitIdle();
            assertEquals("hidden", script("return getComputedStyle(document.getElementById('busy')).visibility"));
            // The edition past the limit says so, with the reason and a way on; the other edition's verdict is shown.
            WebElement stopped = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='dev-fake']"));
            assertEquals("error", stopped.findElement(By.cssSelector("td.verdict")).getAttribute("data-verdict"));
            assertTrue(stopped.getText().contains("Stopped: the ruling took longer than the limit"), stopped.getText());
            assertTrue(stopped.getText().contains("analysis took longer than the limit of 2500 ms (edition dev-fake)"), stopped.getText());
            assertTrue(stopped.getText().contains("at most 2.5 s"), stopped.getText());
            assertFalse(stopped.findElements(By.cssSelector("button[data-retry='dev-fake']")).isEmpty());
            assertEquals("stopped: time limit", chip("dev-fake").findElement(By.cssSelector(".chip-verdict")).getText());
            assertEquals("draw", chip(DevelopmentFakeRulingService.OTHER_EDITION).getAttribute("data-verdict"), "the other edition rules");
            // The fake has no live referee: where the forbidden moves would be, the page says so, with a way on.
            WebElement forbidden = browser.findElement(By.id("forbidden"));
            assertTrue(forbidden.isDisplayed() && forbidden.getText().contains("The forbidden moves under dev-fake could not be found: "
                    + "the development fake has no live referee"), forbidden.getText());
            assertFalse(forbidden.findElements(By.id("forbidden-retry")).isEmpty());
            screenshot("stopped-by-the-limit.png");
            // The way on: rule the cycle alone, from the position before its first move (2.).
            WebElement alone = stopped.findElement(By.cssSelector("button[data-cycle-only='dev-fake']"));
            assertEquals("Rule the cycle alone (from 2.)", alone.getText());
            alone.click();
            new WebDriverWait(browser, Duration.ofSeconds(10)).until(d -> idle() && !"error".equals(d.findElement(
                    By.cssSelector("#verdict-table tr[data-edition='dev-fake'] td.verdict")).getAttribute("data-verdict")));
            WebElement ruled = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='dev-fake'] td.verdict"));
            assertTrue(ruled.getText().contains("cycle: moves 2.–3…") && ruled.getText().contains("ruled on the cycle alone"),
                    "the cycle in the whole game's moves: " + ruled.getText());
        } finally {
            slowServer.stop();
        }
    }

    // ---- helpers ----------------------------------------------------------------------------------------------------

    /** 60 plies of a corpus game (game 2 of games.pgn), for a move list longer than the screen. */
    private static final String LONG_GAME = "h2e2,h9g7,h0g2,i9h9,c3c4,g6g5,b0c2,b9c7,b2b4,c9e7,g3g4,g5g4,b4g4,g7h5,a0b0,"
            + "a9b9,b0b6,h9h8,e3e4,h8f8,e4e5,e6e5,b6b5,c6c5,b5c5,h5f4,c5e5,d9e8,g2f4,f8f4,g4g2,h7f7,c4c5,f4c4,i0i1,b7b2,"
            + "c2e3,c4c0,g2b2,b9b2,e3g4,b2b6,i1f1,b6d6,f0e1,c0c4,g0i2,e9d9,f1f3,d6d1,c5b5,d1d4,f3f6,d4e4,e5e4,c4e4,e2d2,"
            + "e4e6,f6f5,d9e9";

    private static String base(int port) {
        return "http://127.0.0.1:" + port + "/";
    }

    private static List<String> moves(JsonNode theCase) {
        return new ObjectMapper().convertValue(theCase.get("moves"), new com.fasterxml.jackson.core.type.TypeReference<>() {
        });
    }

    private static List<String> iccsOfPgnGame(int number) throws Exception {
        JsonNode game = new ApiClient(port).postBytes("/api/games?game=" + number, Files.readAllBytes(FIXTURES.resolve("games.pgn")))
                .body().get("game");
        List<String> moves = new ArrayList<>();
        game.get("moves").forEach(m -> moves.add(m.asText()));
        return moves;
    }

    /** Presses the print button (the browser's print dialog stubbed out) and prints the page to an A4 PDF. */
    private static int printSheet(String name) throws IOException {
        script("window.print = () => { window.printed = (window.printed || 0) + 1; }");
        browser.findElement(By.id("print")).click();
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(d -> idle() && Boolean.TRUE.equals(script(
                "return document.body.classList.contains('has-sheet') && window.printed > 0")));
        return pdfPages(printToPdf(name));
    }

    private static byte[] printToPdf(String name) throws IOException {
        Map<String, Object> pdf = ((HasCdp) browser).executeCdpCommand("Page.printToPDF", Map.of("paperWidth", 8.27,
                "paperHeight", 11.69, "printBackground", true, "preferCSSPageSize", true));
        byte[] bytes = Base64.getDecoder().decode((String) pdf.get("data"));
        Files.write(OUT.resolve(name), bytes);
        return bytes;
    }

    /**
     * The number of pages of the PDF Chromium printed: its page objects ({@code /Type /Page}, not the {@code /Pages}
     * tree), which must agree with the page tree's {@code /Count}.
     */
    static int pdfPages(byte[] pdf) {
        String text = new String(pdf, StandardCharsets.ISO_8859_1);
        int objects = (int) Pattern.compile("/Type\\s*/Page(?![a-zA-Z])").matcher(text).results().count();
        int counted = Pattern.compile("/Count\\s+(\\d+)").matcher(text).results()
                .mapToInt(m -> Integer.parseInt(m.group(1))).max().orElse(-1);
        assertEquals(counted, objects, "page objects and the page tree's count");
        return objects;
    }

    /** A phone's viewport: {@code width} × {@code height} CSS pixels, mobile (the page's viewport meta tag applies). */
    private static void phone(int width, int height) {
        ((HasCdp) browser).executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", true));
    }

    private static WebElement chip(String edition) {
        return browser.findElement(By.cssSelector("#strip .chip[data-edition='" + edition + "']"));
    }

    private static void assertOnScreen(WebElement e, int width, int height, String what) {
        Map<?, ?> r = rect(e);
        assertTrue(number(r, "top") >= 0 && number(r, "bottom") <= height && number(r, "left") >= 0 && number(r, "right") <= width,
                what + ": " + r + " in a " + width + " × " + height + " screen");
    }

    private static double viewportHeight() {
        return ((Number) script("return window.innerHeight")).doubleValue();
    }

    /**
     * The document is as wide as the viewport. On a phone ({@code phoneWidth} > 0) the viewport must also still be the
     * phone's width: a mobile browser shown a wider page zooms out and widens the layout viewport to fit it.
     */
    private static void assertNoHorizontalOverflow(String where, int phoneWidth) {
        int limit = phoneWidth > 0 ? phoneWidth : ((Number) script("return document.documentElement.clientWidth")).intValue();
        String tooWide = (String) script("return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > "
                + "arguments[0] + 0.5).slice(0, 5).map(e => e.tagName + '#' + e.id + '.' + e.className).join(', ')", limit);
        if (phoneWidth > 0) {
            assertEquals(phoneWidth, ((Number) script("return window.innerWidth")).intValue(),
                    where + ": the page fits the phone's width (a wider page zooms the phone out); too wide: " + tooWide);
        }
        // The viewport less a vertical scroll bar, where one takes room (on a desktop; a phone's overlays the page).
        assertEquals(limit, ((Number) script("return document.documentElement.scrollWidth")).intValue(),
                where + ": the document is as wide as the viewport; too wide: " + tooWide);
    }

    /** Every control on screen at least 44 x 44 CSS pixels (the board's points excepted: nine files share the width). */
    private static void assertTouchSized(String where) {
        Object small = script("return [...document.querySelectorAll('button, select, input, textarea, summary, a, #moves tbody tr')]"
                + ".filter(e => e.getClientRects().length > 0)"
                + ".map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.width < 44 || r.height < 44)"
                + ".map(([e, r]) => `${e.tagName}#${e.id}.${e.className} '${e.textContent.trim().slice(0, 20)}' ${Math.round(r.width)}x${Math.round(r.height)}`)");
        assertEquals(List.of(), small, where + ": controls smaller than 44 px");
    }

    private static List<String> attributes(String css, String attribute) {
        List<String> out = new ArrayList<>();
        browser.findElements(By.cssSelector(css)).forEach(e -> out.add(e.getAttribute(attribute)));
        return out;
    }

    private static Object script(String js, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(js, args);
    }

    private static Map<?, ?> rect(WebElement element) {
        return (Map<?, ?>) script("const r = arguments[0].getBoundingClientRect();"
                + " return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height};", element);
    }

    private static double number(Map<?, ?> rect, String key) {
        return ((Number) rect.get(key)).doubleValue();
    }

    /** The text a reader sees (folded details excluded), unlike getText's view of the DOM. */
    private static String innerText(WebElement element) {
        return (String) script("return arguments[0].innerText", element);
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private static List<String> texts(String css) {
        List<String> out = new ArrayList<>();
        browser.findElements(By.cssSelector(css)).forEach(e -> out.add(e.getText()));
        return out;
    }

    private static void fullPageScreenshot(String name) throws IOException {
        Map<String, Object> shot = ((HasCdp) browser).executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true));
        Files.write(OUT.resolve(name), Base64.getDecoder().decode((String) shot.get("data")));
    }

    private static WebElement point(String square) {
        return browser.findElement(By.cssSelector("#board .pt[data-sq='" + square + "']"));
    }

    private static boolean idle() {
        return "0".equals(((JavascriptExecutor) browser).executeScript("return document.body.dataset.busy"));
    }

    private static void waitIdle() {
        new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> idle());
        assertEquals(List.of(), script("return window.cspViolations || []"), "blocked by the Content-Security-Policy");
    }

    private static void screenshot(String name) throws IOException {
        byte[] png = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        Files.write(OUT.resolve(name), png);
    }

    private static JsonNode cases() throws IOException {
        try (InputStream in = BrowserEndToEndTest.class.getResourceAsStream("browser-cases.yaml")) {
            return new ObjectMapper(new YAMLFactory()).readTree(in);
        }
    }
}
