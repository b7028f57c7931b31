# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Generated once from casebook/repetition/*.yaml and then kept by hand; the glue checks that this file and the
# case files agree (position, moves, labels, verdict).
@repetition
Feature: 台灣 2007 棋例細則 1–3：長照
  中華民國象棋規則（民國96年修訂版，以亞洲象棋規則2003為藍本）第四章 棋例細則。
  原書圖已在 OCR 中遺失，著法與說明尚存；局面的來源（採用或自行構造）見各案例檔。
  標籤只列棋書說明點名的著法；裁決以局面第三次出現為準（棋例主判決：循環三次）。

  @tw-2007 @figure-1a @adopted
  Scenario: 圖1a 無論任何情況，長照者均須變著，不變作負
    棋书：說明：圖1a、1b，紅方均不停照將，不論一子長照或兩子交替長照，均屬犯例，應由紅方變著，不變作負。
    局面：采用 WXF D2（完全相同）。
    补着：The book prints six plies; plies 7–8 finish the second cycle so that the start position stands on the board a third time.
    Given 案例 "tw2007-1a" 的局面 "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥四平五 | f0e0 | 书   |
      | 2  | 將5平6   | e8f8 | 书   |
      | 3  | 俥五平四 | e0f0 | 书   |
      | 4  | 將6平5   | f8e8 | 书   |
      | 5  | 俥四平五 | f0e0 | 书   |
      | 6  | 將5平6   | e8f8 | 书   |
      | 7  | 俥五平四 | e0f0 | 补   |
      | 8  | 將6平5   | f8e8 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书 |
      | 1  | 红 | 将   | 照將 |
      | 3  | 红 | 将   | 照將 |
      | 5  | 红 | 将   | 照將 |
    And 按 "tw-2007" 裁决为 "red-must-change"

  @tw-2007 @figure-1b @adopted
  Scenario: 圖1b 無論任何情況，長照者均須變著，不變作負（兩子交替長照）
    棋书：說明：圖1a、1b，紅方均不停照將，不論一子長照或兩子交替長照，均屬犯例，應由紅方變著，不變作負。
    局面：采用 WXF D3（完全相同）。
    补着：The book prints nine plies; ply 10 (將4進1) brings the position after ply 2 back a third time (it already recurred after ply 6).
    Given 案例 "tw2007-1b" 的局面 "4R4/3k5/5R3/9/9/2B6/n8/3pB4/4p4/3K5 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥四進一 | f7f8 | 书   |
      | 2  | 將4進1   | d8d7 | 书   |
      | 3  | 俥五平六 | e9d9 | 书   |
      | 4  | 將4平5   | d7e7 | 书   |
      | 5  | 俥六平五 | d9e9 | 书   |
      | 6  | 將5平4   | e7d7 | 书   |
      | 7  | 俥四退一 | f8f7 | 书   |
      | 8  | 將4退1   | d7d8 | 书   |
      | 9  | 俥四進一 | f7f8 | 书   |
      | 10 | 將4進1   | d8d7 | 补   |
    Then 第 10 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书 |
      | 1  | 红 | 将   | 照將 |
      | 3  | 红 | 将   | 照將 |
      | 5  | 红 | 将   | 照將 |
      | 7  | 红 | 将   | 照將 |
      | 9  | 红 | 将   | 照將 |
    And 按 "tw-2007" 裁决为 "red-must-change"

  @tw-2007 @figure-2 @adopted
  Scenario: 圖2 雙方循環長照作和（亦即解照反照作和）
    棋书：說明：紅方平俥有解照及照作用，黑方平炮亦然，雙方不變，應判和局。
    局面：采用 WXF D4（完全相同）。
    Given 案例 "tw2007-2" 的局面 "3akr3/5c3/1P2b4/4R4/9/9/9/9/9/4CK3 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥五進一 | e6e7 | 书   |
      | 2  | 包6平5   | f8e8 | 书   |
      | 3  | 俥五平四 | e7f7 | 书   |
      | 4  | 包5平6   | e8f8 | 书   |
      | 5  | 俥四平五 | f7e7 | 书   |
      | 6  | 包6平5   | f8e8 | 书   |
      | 7  | 俥五平四 | e7f7 | 书   |
      | 8  | 包5平6   | e8f8 | 书   |
      | 9  | 俥四平五 | f7e7 | 书   |
    Then 第 9 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书     |
      | 1  | 红 | 将   | 解照及照 |
      | 2  | 黑 | 将   | 平炮亦然 |
      | 3  | 红 | 将   | 解照及照 |
      | 4  | 黑 | 将   | 平炮亦然 |
      | 5  | 红 | 将   | 解照及照 |
      | 6  | 黑 | 将   | 平炮亦然 |
      | 7  | 红 | 将   | 解照及照 |
      | 8  | 黑 | 将   | 平炮亦然 |
      | 9  | 红 | 将   | 解照及照 |
    And 按 "tw-2007" 裁决为 "draw"

  # skip: labels: the engine calls Black's 4th ply 卒5平6 捉/杀/要抽吃/拦 where the book says 閒 (一照一閒). On the adopted WXF D5 board that move does threaten mate (…車7平5 or 卒6進1) and attacks the unprotected red horse on g3, so either the Taiwan figure is not D5's board or the book's 閒 is loose; the verdict (red-must-change) passes in editions.feature
  @skip @tw-2007 @figure-3 @adopted
  Scenario: 圖3 二照一還照，長照者作負
    棋书：說明：紅方連續叫將，黑方則一照一閒，紅方犯例而黑方不犯例，紅方應變著，不變作負。
    局面：采用 WXF D5（完全相同）。
    补着：The book prints seven plies; ply 8 (卒5平6) brings the start position back a third time.
    Given 案例 "tw2007-3" 的局面 "5c3/8R/4k2P1/3P5/5P3/6P2/5pN2/5A3/4CK3/6rn1 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 兵四平五 | f5e5 | 书   |
      | 2  | 卒6平5   | f3e3 | 书   |
      | 3  | 兵五平四 | e5f5 | 书   |
      | 4  | 卒5平6   | e3f3 | 书   |
      | 5  | 兵四平五 | f5e5 | 书   |
      | 6  | 卒6平5   | f3e3 | 书   |
      | 7  | 兵五平四 | e5f5 | 书   |
      | 8  | 卒5平6   | e3f3 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书     |
      | 1  | 红 | 将   | 連續叫將 |
      | 2  | 黑 | 将   | 一照     |
      | 3  | 红 | 将   | 連續叫將 |
      | 4  | 黑 | 闲   | 一閒     |
      | 5  | 红 | 将   | 連續叫將 |
      | 7  | 红 | 将   | 連續叫將 |
    And 按 "tw-2007" 裁决为 "red-must-change"
