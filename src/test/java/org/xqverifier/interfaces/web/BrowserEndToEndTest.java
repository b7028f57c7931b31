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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.chromium.HasCdp;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser (Debian's chromium driven through /usr/bin/chromedriver): enter a casebook position,
 * play its cycle by clicking the pieces, and read the verdicts the page shows. Skipped, saying why, on a machine
 * without chromium and chromedriver (install: apt-get install -y chromium chromium-driver).
 * <p>
 * With the repetition engine in the build, the verdict shown must be the rule book's. Without it, rulings come from
 * the development fake and the test checks only that the page shows exactly what the API answers.
 * <p>
 * The page is also opened at phone widths (360, 390, 430 px, emulated as a mobile viewport): nothing may run off the
 * right edge, every edition's verdict must be on screen without scrolling sideways, and every control must be at least
 * 44 px each way. Full-page screenshots of each size are kept under {@code target/e2e/}.
 */
@Tag("browser")
class BrowserEndToEndTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    private static WebServer server;
    private static WebDriver browser;
    private static int port;
    private static boolean realEngine;
    private static Path profile;

    @BeforeAll
    static void start() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "browser test skipped: needs /usr/bin/chromium and /usr/bin/chromedriver (apt-get install -y chromium chromium-driver)");
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
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
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
    }

    @AfterEach
    void nothingWasBlockedByTheContentSecurityPolicy() {
        if (browser != null) {
            assertEquals(List.of(), script("return window.cspViolations || []"), "blocked by the Content-Security-Policy");
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
        List<String> moves = new ObjectMapper().convertValue(theCase.get("moves"), new com.fasterxml.jackson.core.type.TypeReference<>() {
        });

        browser.get("http://127.0.0.1:" + port + "/");
        waitIdle();
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

        // What the page shows for each edition is what the API rules.
        JsonNode answer = new ApiClient(port).post("/api/rule", ApiClient.json(Map.of("fen", fen, "moves", moves))).body();
        for (JsonNode ruling : answer.get("rulings")) {
            String edition = ruling.get("edition").asText();
            WebElement cell = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='" + edition + "'] td.verdict"));
            assertEquals(ruling.get("verdict").asText(), cell.getAttribute("data-verdict"), edition);
            String articles = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='" + edition + "']")).getText();
            JsonNode decisive = ruling.get("reasons").get(0);
            if (decisive != null) {
                assertTrue(articles.contains(decisive.get("zh").asText()) && articles.contains(decisive.get("en").asText()), articles);
            }
        }
        if (realEngine) {
            // The rule book's verdict (casebook source), not what the code happens to say.
            theCase.get("expected").fields().forEachRemaining(e -> assertEquals(e.getValue().asText(), browser.findElement(
                    By.cssSelector("#verdict-table tr[data-edition='" + e.getKey() + "'] td.verdict")).getAttribute("data-verdict"),
                    e.getKey()));
        }
        // The move list prints the moves as the book does.
        List<String> chinese = new java.util.ArrayList<>();
        browser.findElements(By.cssSelector("#moves tbody td.chinese")).forEach(td -> chinese.add(td.getText()));
        assertEquals(new ObjectMapper().convertValue(theCase.get("moves_cn"), List.class), chinese);
        // The first move's labels are shown in the move list.
        String labels = browser.findElement(By.cssSelector("#moves tbody tr[data-ply='1'] td.labels")).getText();
        String apiLabels = String.join("", new ObjectMapper().convertValue(
                answer.get("rulings").get(0).get("moves").get(0).get("labels"), String[].class));
        assertTrue(labels.replace(" ", "").startsWith(apiLabels), labels + " vs " + apiLabels);

        screenshot("page-after-cycle.png");
        // The desktop keeps the verdict table, and nothing runs off the right edge there either.
        assertTrue(browser.findElement(By.cssSelector("#verdict-table thead")).isDisplayed(), "desktop: the verdict table's header");
        assertNoHorizontalOverflow("desktop", 0);
        fullPageScreenshot("desktop-1280.png");

        // The link reproduces the position and the moves.
        browser.get(browser.getCurrentUrl());
        waitIdle();
        assertEquals(moves.size(), browser.findElements(By.cssSelector("#moves tbody tr")).size());

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
        String placed = browser.findElement(By.id("fen-input")).getAttribute("value");
        String[] ranks = placed.split(" ")[0].split("/");
        assertEquals("4P4", ranks[4], placed);            // rank 5: the pawn put on e5
        assertFalse(ranks[9].contains("c"), placed);      // rank 0: the cannon taken off h0
        assertTrue(browser.getCurrentUrl().contains("fen=" + placed.split(" ")[0]), browser.getCurrentUrl());
    }

    @ParameterizedTest(name = "at {0} px")
    @ValueSource(ints = {360, 390, 430})
    void onAPhoneEveryVerdictFitsTheWidthAndEveryControlIsTouchSized(int width) throws Exception {
        JsonNode theCase = cases().get(0);
        String fen = theCase.get("fen").asText();
        List<String> moves = new ObjectMapper().convertValue(theCase.get("moves"), new com.fasterxml.jackson.core.type.TypeReference<>() {
        });
        String where = width + " px";
        phone(width);
        try {
            // All the moves but the last from the link; the last one is played by tapping the scaled board.
            List<String> before = moves.subList(0, moves.size() - 1);
            browser.get("http://127.0.0.1:" + port + "/?fen=" + fen.replace(" ", "%20") + "&moves=" + String.join(",", before));
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

            // One card per edition, each with its verdict and decisive article (zh and en) on screen; the rest folded.
            assertFalse(browser.findElement(By.cssSelector("#verdict-table thead")).isDisplayed(), where + ": cards, not a table");
            JsonNode answer = new ApiClient(port).post("/api/rule", ApiClient.json(Map.of("fen", fen, "moves", moves))).body();
            assertFalse(answer.get("rulings").isEmpty());
            for (JsonNode ruling : answer.get("rulings")) {
                String edition = ruling.get("edition").asText();
                WebElement card = browser.findElement(By.cssSelector("#verdict-table tr[data-edition='" + edition + "']"));
                WebElement verdict = card.findElement(By.cssSelector("td.verdict"));
                assertEquals(ruling.get("verdict").asText(), verdict.getAttribute("data-verdict"), where + ", " + edition);
                for (WebElement shown : List.of(card, verdict)) {
                    assertTrue(shown.isDisplayed(), where + ", " + edition + ": the verdict is shown");
                    Map<?, ?> r = rect(shown);
                    assertTrue(number(r, "left") >= 0 && number(r, "right") <= width && number(r, "width") > 0,
                            where + ", " + edition + ": the verdict lies within the width: " + r);
                }
                if (ruling.hasNonNull("cycle")) {
                    assertTrue(text(verdict).contains("cycle"), where + ", " + edition + ": the cycle: " + text(verdict));
                }
                JsonNode reasons = ruling.get("reasons");
                if (reasons.size() > 0) {
                    String text = card.getText();
                    assertTrue(text.contains(reasons.get(0).get("zh").asText()) && text.contains(reasons.get(0).get("en").asText()),
                            where + ", " + edition + ": the decisive article in zh and en: " + text);
                }
                if (reasons.size() > 1) {
                    assertFalse(text(card).contains(reasons.get(1).get("en").asText()),
                            where + ", " + edition + ": the other articles are folded away");
                }
            }

            // The move list in two columns: the Chinese move and its labels; the other notations only under the move
            // shown. Tapping a move shows the board after it and its WXF and ICCS.
            JsonNode rows = new ApiClient(port).post("/api/position", ApiClient.json(Map.of("fen", fen, "moves", moves))).body().get("moves");
            WebElement third = browser.findElement(By.cssSelector("#moves tbody tr[data-ply='3']"));
            assertTrue(third.findElement(By.cssSelector("td.chinese")).isDisplayed() && third.findElement(By.cssSelector("td.labels")).isDisplayed());
            assertFalse(third.findElement(By.cssSelector("td.wxf")).isDisplayed(), where + ": WXF folded until the move is tapped");
            assertFalse(third.findElement(By.cssSelector("td.iccs")).isDisplayed(), where + ": ICCS folded until the move is tapped");
            third.click();
            waitIdle();
            third = browser.findElement(By.cssSelector("#moves tbody tr[data-ply='3']"));
            assertTrue(third.getAttribute("class").contains("shown"), where + ": the tapped move is shown");
            assertEquals(rows.get(2).get("wxf").asText(), third.findElement(By.cssSelector("td.wxf")).getText().replace("WXF", "").trim(), where);
            assertTrue(third.findElement(By.cssSelector("td.iccs")).getText().contains(moves.get(2)), where + ": ICCS on tap");
            assertTrue(browser.findElement(By.id("status")).getText().startsWith("Ply 3 of " + moves.size()),
                    browser.findElement(By.id("status")).getText());
            assertNoHorizontalOverflow(where + ", a move tapped", width);
            assertTouchSized(where);
            fullPageScreenshot("phone-" + width + ".png");

            // Setting up pieces: the palette's pieces are touch-sized too.
            browser.findElement(By.id("edit")).click();
            waitIdle();
            assertNoHorizontalOverflow(where + ", setting up pieces", width);
            assertTouchSized(where + ", setting up pieces");
            fullPageScreenshot("phone-" + width + "-setting-up.png");
        } finally {
            ((HasCdp) browser).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    /** A phone's viewport: {@code width} CSS pixels wide, mobile (the page's viewport meta tag applies). */
    private static void phone(int width) {
        ((HasCdp) browser).executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", 800, "deviceScaleFactor", 1, "mobile", true));
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

    private static Object script(String js, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(js, args);
    }

    private static Map<?, ?> rect(WebElement element) {
        return (Map<?, ?>) script("const r = arguments[0].getBoundingClientRect();"
                + " return {left: r.left, right: r.right, top: r.top, width: r.width, height: r.height};", element);
    }

    private static double number(Map<?, ?> rect, String key) {
        return ((Number) rect.get(key)).doubleValue();
    }

    /** The text a reader sees (folded details excluded), unlike getText's view of the DOM. */
    private static String text(WebElement element) {
        return (String) script("return arguments[0].innerText", element);
    }

    private static void fullPageScreenshot(String name) throws IOException {
        Path dir = Path.of("target", "e2e");
        Files.createDirectories(dir);
        Map<String, Object> shot = ((HasCdp) browser).executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true));
        Files.write(dir.resolve(name), Base64.getDecoder().decode((String) shot.get("data")));
    }

    private static WebElement point(String square) {
        return browser.findElement(By.cssSelector("#board .pt[data-sq='" + square + "']"));
    }

    private static boolean idle() {
        return "0".equals(((JavascriptExecutor) browser).executeScript("return document.body.dataset.busy"));
    }

    private static void waitIdle() {
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(d -> idle());
        assertEquals(List.of(), script("return window.cspViolations || []"), "blocked by the Content-Security-Policy");
    }

    private static void screenshot(String name) throws IOException {
        Path dir = Path.of("target", "e2e");
        Files.createDirectories(dir);
        byte[] png = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        Files.write(dir.resolve(name), png);
    }

    private static JsonNode cases() throws IOException {
        try (InputStream in = BrowserEndToEndTest.class.getResourceAsStream("browser-cases.yaml")) {
            return new ObjectMapper(new YAMLFactory()).readTree(in);
        }
    }
}
