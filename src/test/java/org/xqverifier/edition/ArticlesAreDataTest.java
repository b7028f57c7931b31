package org.xqverifier.edition;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Citations are data: no string in the conduct and competition rules (DRL, rule names included) nor in the conduct
 * Java code quotes an article. A ruling's article is a table row, which an extending edition patches by id; an article
 * written into code would still be cited after the patch. Comments may name the articles a file follows.
 */
class ArticlesAreDataTest {
    /** 第…条/節/章, Art., Article, 附录 n, §, dotted clause numbers (9.1.4), bracketed clause letters ([K]). */
    private static final Pattern ARTICLE = Pattern.compile(
            "第[^\"]{0,15}?[条條節节章款]|\\bArt\\.|\\bArticle\\b|附[录錄]\\s*\\d|§|(?<![\\d.:])\\d+\\.\\d+(?:\\.\\d+)*(?![\\d:])|\\[[A-Z]]");
    private static final Pattern STRING = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    private static final Pattern COMMENT = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);

    @Test
    void noConductOrCompetitionRuleQuotesAnArticle() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        try (Stream<Path> editions = Files.list(Path.of("rules"))) {
            for (Path edition : editions.sorted().toList()) {
                for (String area : List.of("conduct", "competition")) {
                    Path dir = edition.resolve(area);
                    if (!Files.isDirectory(dir)) continue;
                    try (Stream<Path> s = Files.list(dir)) {
                        s.filter(p -> p.toString().endsWith(".drl")).sorted().forEach(files::add);
                    }
                }
            }
        }
        try (Stream<Path> s = Files.walk(Path.of("src/main/java/org/xqverifier/conduct"))) {
            s.filter(p -> p.toString().endsWith(".java")).sorted().forEach(files::add);
        }
        assertTrue(files.stream().filter(p -> p.toString().endsWith(".drl")).count() >= 10, "the rule files were found: " + files);
        for (Path f : files) {
            for (String quoted : articlesQuoted(Files.readString(f, StandardCharsets.UTF_8))) found.add(f + ": \"" + quoted + "\"");
        }
        assertEquals(List.of(), found, "articles belong in the tables' citation rows, not in rule code");
    }

    @Test
    void theCheckFindsArticlesInStringsAndIgnoresComments() {
        assertEquals(List.of("第二章第二節 一: a deadline met"), articlesQuoted("rule \"第二章第二節 一: a deadline met\"\n"));
        assertEquals(List.of("9.1.4"), articlesQuoted("insert( Decision.foul( \"technical\", $side, \"9.1.4\", $zh, $en ) );"));
        assertEquals(List.of("WXF Art. 20"), articlesQuoted("x(\"WXF Art. 20\")"));
        assertEquals(List.of("[K]: the sealed move"), articlesQuoted("rule \"[K]: the sealed move\""));
        assertEquals(List.of("附录3 6"), articlesQuoted("x(\"附录3 6\")"));
        assertEquals(List.of("7.4（引用4.1.10）"), articlesQuoted("x(\"7.4（引用4.1.10）\")"));
        assertFalse(articlesQuoted("// Time (對局時間, 第二章第二節)\n/* 9.1.4 */ Citation( id == \"move-quota-met\" )").size() > 0);
        assertEquals(List.of(), articlesQuoted("Clock( reading == \"0:05:00\" ) x( \"{side} loses\" )"));
    }

    private static List<String> articlesQuoted(String source) {
        List<String> quoted = new ArrayList<>();
        Matcher m = STRING.matcher(COMMENT.matcher(source).replaceAll(""));
        while (m.find()) {
            if (ARTICLE.matcher(m.group(1)).find()) quoted.add(m.group(1));
        }
        return quoted;
    }
}
