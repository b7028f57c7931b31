package org.xqverifier.competition;

/**
 * The Chinese script an edition writes in: Taiwan's rules in traditional characters, the CXA's and the AXF's in
 * simplified ones. A heading or a mark xq prints beside an edition's own words (a standings column over its legend,
 * 輪空 after a bye) is written in the script those words are in, never traditional over simplified.
 */
public enum ChineseScript {
    TRADITIONAL, SIMPLIFIED;

    /**
     * Traditional and simplified forms, in pairs: the characters of the headings and marks xq writes, and enough of
     * a rule book's common words (國 会 规 联 协 赛 …) to tell which script a text is in.
     */
    private static final String PAIRS = "對对強强勝胜後后場场規规總总進进輪轮執执賽赛環环積积編编與与為为數数時时負负"
            + "兩两隊队員员組组決决國国會会華华聯联協协亞亚則则錦锦標标個个團团體体際际屆届將将帥帅馬马車车級级棄弃"
            + "權权註注銷销說说錄录";

    /** The script most of the characters of {@code text} that differ between the two are in; traditional if none. */
    public static ChineseScript of(String text) {
        int traditional = 0, simplified = 0;
        for (int i = 0; i < text.length(); i++) {
            int at = PAIRS.indexOf(text.charAt(i));
            if (at >= 0) {
                if (at % 2 == 0) {
                    traditional++;
                } else {
                    simplified++;
                }
            }
        }
        return simplified > traditional ? SIMPLIFIED : TRADITIONAL;
    }

    /** {@code traditional} (a heading written in traditional characters) in this script. */
    public String write(String traditional) {
        if (this == TRADITIONAL) {
            return traditional;
        }
        StringBuilder out = new StringBuilder(traditional.length());
        for (int i = 0; i < traditional.length(); i++) {
            char c = traditional.charAt(i);
            int at = PAIRS.indexOf(c);
            out.append(at >= 0 && at % 2 == 0 ? PAIRS.charAt(at + 1) : c);
        }
        return out.toString();
    }
}
