# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Generated once from casebook/repetition/*.yaml and then kept by hand; the glue checks that this file and the
# case files agree (position, moves, labels, verdict).
@repetition
Feature: 台灣 2007 棋例細則 4–7：長殺、一照一殺、一照一捉、一照一閒
  中華民國象棋規則（民國96年修訂版，以亞洲象棋規則2003為藍本）第四章 棋例細則。
  原書圖已在 OCR 中遺失，著法與說明尚存；局面的來源（採用或自行構造）見各案例檔。
  標籤只列棋書說明點名的著法；裁決以局面第三次出現為準（棋例主判決：循環三次）。

  @tw-2007 @figure-4 @adopted
  Scenario: 圖4 長殺作和
    棋书：說明：長殺為允許走法，雙方不變作和。
    局面：采用 WXF D7（完全相同）。
    补着：The book prints seven plies; ply 8 (將6退1) brings the start position back a third time.
    Given 案例 "tw2007-4" 的局面 "2b2k3/9/4b2P1/3N5/1R6p/6P2/5p2r/8n/4p4/5K3 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 傌六進七 | d6c8 | 书   |
      | 2  | 將6進1   | f9f8 | 书   |
      | 3  | 傌七退六 | c8d6 | 书   |
      | 4  | 將6退1   | f8f9 | 书   |
      | 5  | 傌六進七 | d6c8 | 书   |
      | 6  | 將6進1   | f9f8 | 书   |
      | 7  | 傌七退六 | c8d6 | 书   |
      | 8  | 將6退1   | f8f9 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书 |
      | 1  | 红 | 杀   | 長殺 |
      | 3  | 红 | 杀   | 長殺 |
      | 5  | 红 | 杀   | 長殺 |
      | 7  | 红 | 杀   | 長殺 |
    And 按 "tw-2007" 裁决为 "draw"

  @tw-2007 @figure-5 @adopted
  Scenario: 圖5 一照一殺作和
    棋书：說明：紅方一照一殺，雙方不變應判和局。
    局面：采用 WXF D11（完全相同）。
    补着：The book prints seven plies; ply 8 (將6平5) brings the start position back a third time.
    Given 案例 "tw2007-5" 的局面 "2bak4/4a4/4b4/8p/5R3/8P/n8/1r2C4/9/1cBAKAB2 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥四平二 | f5h5 | 书   |
      | 2  | 將5平6   | e9f9 | 书   |
      | 3  | 俥二平四 | h5f5 | 书   |
      | 4  | 將6平5   | f9e9 | 书   |
      | 5  | 俥四平二 | f5h5 | 书   |
      | 6  | 將5平6   | e9f9 | 书   |
      | 7  | 俥二平四 | h5f5 | 书   |
      | 8  | 將6平5   | f9e9 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书 |
      | 1  | 红 | 杀   | 一殺 |
      | 3  | 红 | 将   | 一照 |
      | 5  | 红 | 杀   | 一殺 |
      | 7  | 红 | 将   | 一照 |
    And 按 "tw-2007" 裁决为 "draw"

  @tw-2007 @figure-6 @adopted
  Scenario: 圖6 一照一捉或多照一捉均作和
    棋书：說明：紅方一照或多照後捉包，雙方不變，應判和局。
    局面：采用 WXF D13（同一着法模式）。
    补着：The seed's sequence (17 plies) illustrates the pattern but does not close a cycle. Plies 18–19 (包9進3 俥二退三: the cannon goes home to the corner and the rook chases it there) return to the position after ply 3; plies 20–35 repeat the book's cycle once more, so that position stands on the board a third time after ply 35. The OCR reads the 8th ply as 包9?2; 包9退2 is the only reading under which the 11th ply (俥二退二) chases the cannon as the book says.
    Given 案例 "tw2007-6" 的局面 "2ba1k3/4a4/b8/7R1/9/9/1r2p4/9/4A4/2B1KAB1c w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥二進三 | h6h9 | 书   |
      | 2  | 將6進1   | f9f8 | 书   |
      | 3  | 俥二退九 | h9h0 | 书   |
      | 4  | 包9退5   | i0i5 | 书   |
      | 5  | 俥二進八 | h0h8 | 书   |
      | 6  | 將6退1   | f8f9 | 书   |
      | 7  | 俥二退三 | h8h5 | 书   |
      | 8  | 包9退2   | i5i7 | 书   |
      | 9  | 俥二進四 | h5h9 | 书   |
      | 10 | 將6進1   | f9f8 | 书   |
      | 11 | 俥二退二 | h9h7 | 书   |
      | 12 | 包9進4   | i7i3 | 书   |
      | 13 | 俥二進一 | h7h8 | 书   |
      | 14 | 將6退1   | f8f9 | 书   |
      | 15 | 俥二進一 | h8h9 | 书   |
      | 16 | 將6進1   | f9f8 | 书   |
      | 17 | 俥二退六 | h9h3 | 书   |
      | 18 | 包9進3   | i3i0 | 补   |
      | 19 | 俥二退三 | h3h0 | 补   |
      | 20 | 包9退5   | i0i5 | 补   |
      | 21 | 俥二進八 | h0h8 | 补   |
      | 22 | 將6退1   | f8f9 | 补   |
      | 23 | 俥二退三 | h8h5 | 补   |
      | 24 | 包9退2   | i5i7 | 补   |
      | 25 | 俥二進四 | h5h9 | 补   |
      | 26 | 將6進1   | f9f8 | 补   |
      | 27 | 俥二退二 | h9h7 | 补   |
      | 28 | 包9進4   | i7i3 | 补   |
      | 29 | 俥二進一 | h7h8 | 补   |
      | 30 | 將6退1   | f8f9 | 补   |
      | 31 | 俥二進一 | h8h9 | 补   |
      | 32 | 將6進1   | f9f8 | 补   |
      | 33 | 俥二退六 | h9h3 | 补   |
      | 34 | 包9進3   | i3i0 | 补   |
      | 35 | 俥二退三 | h3h0 | 补   |
    Then 第 35 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书 |
      | 1  | 红 | 将   | 照   |
      | 3  | 红 | 捉   | 捉包 |
      | 5  | 红 | 将   | 照   |
      | 7  | 红 | 捉   | 捉包 |
      | 9  | 红 | 将   | 照   |
      | 11 | 红 | 捉   | 捉包 |
      | 13 | 红 | 将   | 多照 |
      | 15 | 红 | 将   | 多照 |
      | 17 | 红 | 捉   | 捉包 |
    And 按 "tw-2007" 裁决为 "draw"

  @tw-2007 @figure-7 @adopted
  Scenario: 圖7 一照一閒作和
    棋书：說明：紅方進俥叫將，退俥閒著，雙方不變應判和局。
    局面：采用 WXF D14（完全相同）。
    Given 案例 "tw2007-7" 的局面 "4ka3/2R1a4/C8/p7p/1P5n1/9/4n4/4B4/9/4K1B2 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥七進一 | c8c9 | 书   |
      | 2  | 士5退4   | e8d9 | 书   |
      | 3  | 俥七退一 | c9c8 | 书   |
      | 4  | 士4進5   | d9e8 | 书   |
      | 5  | 俥七進一 | c8c9 | 书   |
      | 6  | 士5退4   | e8d9 | 书   |
      | 7  | 俥七退一 | c9c8 | 书   |
      | 8  | 士4進5   | d9e8 | 书   |
      | 9  | 俥七進一 | c8c9 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书     |
      | 1  | 红 | 将   | 進俥叫將 |
      | 3  | 红 | 闲   | 退俥閒著 |
      | 5  | 红 | 将   | 進俥叫將 |
      | 7  | 红 | 闲   | 退俥閒著 |
      | 9  | 红 | 将   | 進俥叫將 |
    And 按 "tw-2007" 裁决为 "draw"
