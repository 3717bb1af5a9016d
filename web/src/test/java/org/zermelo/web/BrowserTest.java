package org.zermelo.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithms;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The pages in a real browser: Debian's Chromium, headless, driven by Selenium through Debian's
 * chromedriver (never a browser downloaded by a test tool). Under CI=true a missing browser is a
 * failure; elsewhere these tests are skipped with one line saying how to install it. Each test
 * leaves a screenshot under target/screenshots (docs/web.md shows some of them).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserTest {

    private static final String INSTALL = "apt-get install chromium chromium-driver (Debian's Chromium and its chromedriver)";

    private static WebServer server;
    private static ChromeDriver driver;
    private static Path profile;
    private static String base;

    @BeforeAll
    static void start() throws IOException {
        File chromium = find("ZERMELO_CHROMIUM", "/usr/bin/chromium", "/usr/bin/chromium-browser");
        File chromedriver = find("ZERMELO_CHROMEDRIVER", "/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver");
        if (chromium == null || chromedriver == null) {
            String what = "no " + (chromium == null ? "chromium" : "chromedriver") + " found";
            if ("true".equals(System.getenv("CI"))) {
                throw new AssertionError("CI=true and the browser tests must run, but " + what + ": " + INSTALL);
            }
            System.out.println("Browser tests skipped: " + what + "; to run them: " + INSTALL);
            Assumptions.abort(what);
        }
        // Selenium warns that it has no DevTools bindings for this Chromium: these tests read the logs only.
        java.util.logging.Logger.getLogger("org.openqa.selenium.devtools").setLevel(Level.SEVERE);
        server = WebServer.start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + server.port();
        profile = Files.createTempDirectory("zermelo-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium);
        // The flags known to work on these machines: no sandbox as root, and no background
        // connections (the network is closed: Chromium's own would be refused, many at a time).
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--user-data-dir=" + profile);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.PERFORMANCE, Level.ALL);
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
    }

    @AfterAll
    static void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** The executable the variable names, else the first of {@code paths} there is; "none" for none (to try the skip). */
    private static File find(String variable, String... paths) {
        String given = System.getenv(variable);
        if ("none".equals(given)) {
            return null;
        }
        if (given != null && new File(given).canExecute()) {
            return new File(given);
        }
        for (String path : paths) {
            if (new File(path).canExecute()) {
                return new File(path);
            }
        }
        return null;
    }

    private static WebDriverWait waiting(int seconds) {
        return new WebDriverWait(driver, Duration.ofSeconds(seconds), Duration.ofMillis(50));
    }

    private static void open(String path) {
        driver.get(base + path);
    }

    private static WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    private static void screenshot(String name) throws IOException {
        Path dir = Path.of(System.getProperty("zermelo.screenshots", "target/screenshots"));
        Files.createDirectories(dir);
        Files.write(dir.resolve(name), driver.getScreenshotAs(OutputType.BYTES));
    }

    private static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** The moves played, as the page lists them. */
    /** Whether the board is drawn: the moves' line may be written before it, on a busy machine. */
    private static boolean drawn() {
        return !driver.findElements(By.cssSelector("#board g.cell")).isEmpty();
    }

    private static int played() {
        String moves = find("#moves").getText();
        return moves.startsWith("(none") ? 0 : moves.split(" ").length;
    }

    @Test
    @Order(1)
    void aConnectFourGameIsPlayedToTheEndByClickingTheBoard() throws IOException {
        open("/play.html?game=connect4&first=human&second=" + q("alphabeta:depth=2") + "&seed=1");
        for (int move = 0; move < 25; move++) {
            waiting(30).until(d -> find("#status").getText().contains("(you)") || find("#status").getText().startsWith("Game over"));
            if (find("#status").getText().startsWith("Game over")) {
                break;
            }
            int played = played();
            // Click the board where a stone of the leftmost playable column would land.
            List<WebElement> cells = driver.findElements(By.cssSelector("#board g.cell.legal"));
            WebElement leftmost = cells.stream().min(Comparator.comparingInt(c -> Integer.parseInt(c.getDomAttribute("data-col"))))
                    .orElseThrow();
            leftmost.click();
            waiting(30).until(d -> played() > played || find("#status").getText().startsWith("Game over"));
        }
        waiting(30).until(d -> find("#status").getText().startsWith("Game over"));
        assertThat(find("#status").getText()).matches("Game over: (X won|O won|draw).*");
        assertThat(driver.findElements(By.cssSelector("#board .piece")).size()).isGreaterThanOrEqualTo(7);
        screenshot("play-connect4.png");
        // The link reproduces the game: a new page, the same position.
        String link = find("#link").getAttribute("href");
        String moves = find("#moves").getText();
        driver.get(link);
        waiting(20).until(d -> find("#moves").getText().equals(moves));
    }

    @Test
    @Order(2)
    void theTextbookTreeIsSteppedToItsCutWithTheWindowAndTheGreyedLeaves() throws IOException {
        open("/tree.html?tree=" + q("(A (B 3 12 8) (C 2 4 6) (D 14 5 2))") + "&algo=alphabeta");
        waiting(20).until(d -> !d.findElements(By.cssSelector("#tree-box svg g.node")).isEmpty());
        find("#next-cut").click();
        WebElement c = find("g.node[data-name='C']");
        assertThat(c.findElement(By.cssSelector("text.window")).getText()).isEqualTo("[3, 2]");
        for (String leaf : List.of("2.2", "2.3")) {
            assertThat(find("g.node[data-name='" + leaf + "']").getDomAttribute("class")).contains("pruned");
        }
        assertThat(find("g.node[data-name='2.1']").getDomAttribute("class")).doesNotContain("pruned");
        assertThat(driver.findElements(By.cssSelector("line.edge.cut-alpha"))).hasSize(2);
        assertThat(find("#pseudo div.lit").getText()).contains("if a >= b: return a");
        assertThat(find("#log div.new").getText()).contains("cut at C (alpha cut): 2 <= alpha = 3");
        screenshot("tree-textbook-cut.png");
        // Back to where C is entered: its window is [3, +inf], the leaves not yet cut.
        for (int i = 0; i < 6 && !find("g.node[data-name='C'] text.window").getText().equals("[3, +inf]"); i++) {
            find("#back").click();
        }
        assertThat(find("g.node[data-name='C'] text.window").getText()).isEqualTo("[3, +inf]");
        assertThat(find("g.node[data-name='2.2']").getDomAttribute("class")).doesNotContain("pruned");
        find("#last").click();
        assertThat(find("#counts").getText()).contains("7 leaves evaluated, 11 nodes visited, 1 cutoff; pruned: 2.2 2.3");
        // A row for each search of the catalogue that reads a typed tree's numbers and claims minimax's value.
        int rows = Algorithms.names(a -> a.onTrees() && a.family() != Algorithm.Family.CHANCE
                && a.claims(Algorithm.Claim.SAME_VALUE_AS_MINIMAX) && !a.claims(Algorithm.Claim.WON_OR_LOST)).size();
        waiting(20).until(d -> d.findElements(By.cssSelector("#runs tbody tr")).size() == rows);
        assertThat(find("#runs tbody").getText()).contains("minimax 3 9 13 0", "alphabeta 3 7 11 1");
        // The course's other trees, from the catalogue: the Sherbrooke one cuts at MAX nodes too (beta cuts), named in the legend.
        find("#examples button[data-example='sherbrooke']").click();
        waiting(20).until(d -> find("#counts").getText().contains("8 leaves evaluated, 17 nodes visited, 3 cutoffs; pruned: 1.2.2 H 3.2.2"));
        find("#last").click();
        assertThat(driver.findElements(By.cssSelector("line.edge.cut-beta"))).hasSize(2);
        assertThat(find(".legend").getText()).contains("beta cut (at a MAX node; some course notes call it an alpha-coupure)");
    }

    @Test
    @Order(3)
    void anAnalysisStreamsAndIsStopped() throws IOException, InterruptedException {
        open("/play.html?game=connect4&first=human&second=human");
        waiting(20).until(d -> find("#status").getText().contains("(you)"));
        find("#time").clear();
        find("#time").sendKeys("60s");
        find("#analyse").click();
        waiting(30).until(d -> !d.findElements(By.cssSelector("#lines tbody tr")).isEmpty());
        assertThat(find("#lines tbody tr").getText()).startsWith("1 ");
        assertThat(server.runningJobs()).isEqualTo(1);
        find("#stop").click();
        waiting(20).until(d -> find("#analyse").isEnabled());
        waiting(20).until(d -> server.runningJobs() == 0);
        assertThat(find("#progress").getText()).contains("Stopped");
        screenshot("analysis-stopped.png");
        // A position Pons' solver analyses as 2 3 7 7 8 7 2: every move's exact value on the board.
        open("/play.html?game=connect4&position=" + q("52753311433677442422121") + "&first=human&second=human");
        waiting(20).until(d -> find("#status").getText().contains("(you)"));
        find("#time").clear();
        find("#time").sendKeys("1s");
        find("#analyse").click();
        waiting(60).until(d -> d.findElements(By.cssSelector("#move-values tbody tr")).size() == 7);
        waiting(20).until(d -> d.findElements(By.cssSelector("#board .value-text")).size() == 7);
        Map<String, String> onBoard = new java.util.TreeMap<>();
        for (WebElement cell : driver.findElements(By.cssSelector("#board g.cell[data-move]"))) {
            List<WebElement> text = cell.findElements(By.cssSelector(".value-text"));
            if (!text.isEmpty()) {
                onBoard.put(cell.getDomAttribute("data-move"), text.get(0).getText());
            }
        }
        assertThat(onBoard.values()).containsExactly("+2", "+3", "+7", "+7", "+8", "+7", "+2");
        assertThat(find("#badge").getText()).contains("exact", "win");
        screenshot("analysis-connect4.png");
    }

    @Test
    @Order(4)
    void practiceGradesTheAnswers() throws IOException {
        open("/practice.html?tree=" + q("(A (B 3 12 8) (C 2 4 6) (D 14 5 2))") + "&algo=alphabeta");
        waiting(20).until(d -> d.findElements(By.cssSelector("#answers tbody tr")).size() == 4);
        Map<String, String> values = Map.of("A", "3", "B", "3", "C", "<=2", "D", "3");
        for (WebElement row : driver.findElements(By.cssSelector("#answers tbody tr"))) {
            String name = row.findElement(By.cssSelector("td")).getText().split(" ")[0];
            row.findElement(By.cssSelector("input.value")).sendKeys(values.get(name));
        }
        // Mark the two branches cut below C.
        for (String child : List.of("7", "8")) { // the leaves 4 and 6
            // A line has no area for WebDriver's click: the event the browser sends on a click, sent to it.
            driver.executeScript("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))",
                    find("line.cut-toggle[data-child='" + child + "']"));
        }
        assertThat(driver.findElements(By.cssSelector("line.edge.marked"))).hasSize(2);
        find("#check").click();
        assertThat(find("#score").getText()).isEqualTo("Score: 6 / 6.");
        screenshot("practice.png");
    }

    @Test
    @Order(5)
    void theValueChartMarksTheMistakesAndGoesToAPly() throws IOException {
        open("/play.html?game=tictactoe&moves=" + q("5 2 1 9 3 7") + "&first=human&second=human");
        waiting(20).until(d -> played() == 6);
        find("#review").click();
        waiting(30).until(d -> d.findElements(By.cssSelector("#chart circle.chart-point")).size() == 7);
        List<String> mistakes = driver.findElements(By.cssSelector("#chart circle.chart-point.mistake")).stream()
                .map(c -> c.getDomAttribute("data-ply")).toList();
        assertThat(mistakes).containsExactly("2", "5");
        assertThat(find("#chart p").getText()).isEqualTo("Mistakes: ply 2 (O 2), ply 5 (X 3).");
        screenshot("value-chart.png");
        find("#chart circle.chart-point[data-ply='2']").click();
        waiting(20).until(d -> played() == 2);
        assertThat(find("#moves").getText()).isEqualTo("5 2");
    }

    @Test
    @Order(6)
    void everyPageLoadsWithoutErrorAndNoRequestLeaves127001() throws IOException {
        driver.manage().logs().get(LogType.PERFORMANCE); // forget what the other tests did
        for (String page : List.of("/", "/play.html?game=othello", "/tree.html?game=tictactoe&position=X...O....&depth=2&algo=alphabeta",
                "/practice.html?seed=42", "/compare.html?game=tictactoe&depth=4", "/match.html?game=tictactoe")) {
            open(page);
            waiting(20).until(d -> "complete".equals(driver.executeScript("return document.readyState")));
            waiting(20).until(d -> d.findElements(By.cssSelector("#message.error:not([hidden])")).isEmpty());
        }
        find("#run").click(); // a match: its games streamed
        waiting(60).until(d -> find("#played").getText().startsWith("20 of 20"));
        assertThat(find("#elo").getText()).startsWith("Elo difference of A over B");
        screenshot("match.png");
        open("/compare.html?game=tictactoe&position=X...O....&depth=5");
        waiting(20).until(d -> !d.findElements(By.cssSelector("#algos input")).isEmpty());
        find("#run").click();
        waiting(60).until(d -> d.findElements(By.cssSelector("#plot-box svg path")).size() >= 8);
        assertThat(find("#agree").getText()).isEqualTo("all algorithms that reached the same depth agree on the value");
        screenshot("compare.png");
        List<String> urls = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
            JsonNode message = Client.JSON.readTree(entry.getMessage()).get("message");
            String method = message.get("method").asText();
            if (method.equals("Network.requestWillBeSent") || method.equals("Network.webSocketCreated")) {
                JsonNode params = message.get("params");
                urls.add(params.has("request") ? params.get("request").get("url").asText() : params.get("url").asText());
            }
        }
        assertThat(urls).isNotEmpty();
        assertThat(urls).allMatch(u -> u.startsWith(base + "/") || u.startsWith(base.replace("http", "ws") + "/")
                || u.startsWith("data:") || u.startsWith("blob:"), "a request to 127.0.0.1:" + server.port() + " only");
        List<String> errors = driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).map(LogEntry::getMessage).toList();
        assertThat(errors).isEmpty();
    }

    @Test
    @Order(7)
    void theTutorialsGameIsDrawnAsAGridAndPlayedByAClickOnIt() throws IOException {
        // Take-away (docs/adding-a-game.md), registered by this module's tests alone: the web was not written for it.
        open("/play.html?game=takeaway&position=7&first=human&second=human");
        waiting(20).until(d -> find("#status").getText().contains("(you)"));
        assertThat(driver.findElements(By.cssSelector("#board svg.board g.cell"))).hasSize(7);
        assertThat(driver.findElements(By.cssSelector("#board g.cell .piece"))).hasSize(7);
        // Taking 3, 2 or 1 empties the fifth, the sixth or the last stick: the cells to click.
        List<WebElement> legal = driver.findElements(By.cssSelector("#board g.cell.legal"));
        assertThat(legal.stream().map(c -> c.getDomAttribute("data-col")).toList()).containsExactly("4", "5", "6");
        assertThat(legal.stream().map(c -> c.getDomAttribute("data-move")).toList()).containsExactly("3", "2", "1");
        find("#board g.cell.legal[data-col='4']").click();
        waiting(20).until(d -> played() == 1);
        assertThat(find("#moves").getText()).isEqualTo("3");
        // Piles are drawn as wide as the largest: the sticks taken leave the grid with the move.
        assertThat(driver.findElements(By.cssSelector("#board g.cell .piece"))).hasSize(4);
        assertThat(driver.findElements(By.cssSelector("#board g.cell.legal"))).hasSize(3);
        screenshot("play-takeaway.png");
    }

    @Test
    @Order(8)
    void dominoesTheBarAndTheRaceBoardAreDrawnFromTheirGamesDescriptions() throws IOException {
        open("/play.html?game=domineering&position=4x4&moves=" + q("1,1 1,2") + "&first=human&second=human");
        waiting(20).until(d -> played() == 2 && drawn());
        assertThat(driver.findElements(By.cssSelector("#board .piece"))).hasSize(4);
        assertThat(driver.findElements(By.cssSelector("#board .joint"))).as("each domino's halves joined").hasSize(2);
        screenshot("play-domineering.png");
        open("/play.html?game=chomp&position=3x4&moves=" + q("2,3") + "&first=human&second=human");
        waiting(20).until(d -> played() == 1 && drawn());
        assertThat(driver.findElements(By.cssSelector("#board g.cell"))).as("the bar keeps its size").hasSize(12);
        assertThat(driver.findElements(By.cssSelector("#board .piece"))).hasSize(8);
        assertThat(find("#board .mark").getText()).isEqualTo("\u2620");
        screenshot("play-chomp.png");
        open("/play.html?game=backgammon&first=human&second=human&seed=3");
        waiting(20).until(d -> find("#status").getText().contains("(you)"));
        assertThat(driver.findElements(By.cssSelector("#board svg.board-points g.point"))).hasSize(24);
        assertThat(driver.findElements(By.cssSelector("#board .checker"))).hasSize(30);
        assertThat(driver.findElements(By.cssSelector("#board .die"))).hasSize(2);
        // A move (several checkers) is played from its button; the other player's dice follow.
        String roll = find("#moves").getText();
        WebElement first = find("#board button.move");
        String move = first.getText();
        first.click();
        waiting(20).until(d -> !find("#moves").getText().equals(roll));
        assertThat(find("#moves").getText()).startsWith(roll + " " + move + " ");
        assertThat(driver.findElements(By.cssSelector("#board .checker"))).hasSize(30);
        screenshot("play-backgammon.png");
    }

    /** A checkers man with two moves: a click on it offers the squares it may land on, and a click there plays that move. */
    @Test
    @Order(9)
    void aPieceWithSeveralMovesIsPlayedByTwoClicksFromWhereToWhere() throws IOException {
        open("/play.html?game=checkers&first=human&second=human");
        waiting(20).until(d -> find("#status").getText().contains("(you)"));
        WebElement nine = find("#board g.cell.several[data-moves='9-13 9-14']");
        nine.click();
        List<WebElement> spots = driver.findElements(By.cssSelector("#board circle.choice"));
        assertThat(spots.stream().map(c -> c.getDomAttribute("data-move")).toList()).containsExactlyInAnyOrder("9-13", "9-14");
        driver.executeScript("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))",
                find("#board circle.choice[data-move='9-14']"));
        waiting(20).until(d -> played() == 1);
        assertThat(find("#moves").getText()).isEqualTo("9-14");
        screenshot("play-checkers.png");
    }
}
