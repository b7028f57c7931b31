# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Generated once from casebook/repetition/*.yaml and then kept by hand; the glue checks that this file and the
# case files agree (position, moves, labels, verdict).
@repetition
Feature: 台灣 2007 棋例細則 8、9、11、15–17：長捉
  中華民國象棋規則（民國96年修訂版，以亞洲象棋規則2003為藍本）第四章 棋例細則。
  原書圖已在 OCR 中遺失，著法與說明尚存；局面的來源（採用或自行構造）見各案例檔。
  標籤只列棋書說明點名的著法；裁決以局面第三次出現為準（棋例主判決：循環三次）。

  @tw-2007 @figure-8 @adopted
  Scenario: 圖8 除帥（將）兵（卒）外，一子長捉一無根子作負
    棋书：說明：紅方長捉黑無根包必須變著，不變作負。
    局面：采用 WXF D36, after its first four plies (車二平七 炮3平7 車七平三 炮7平3)（同一着法模式）。
    补着：The book prints seven plies; ply 8 (包7平3) brings the start position back a third time.
    Given 案例 "tw2007-8" 的局面 "1rbakab2/9/2c5n/4p3p/p8/6R2/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥三平七 | g4c4 | 书   |
      | 2  | 包3平7   | c7g7 | 书   |
      | 3  | 俥七平三 | c4g4 | 书   |
      | 4  | 包7平3   | g7c7 | 书   |
      | 5  | 俥三平七 | g4c4 | 书   |
      | 6  | 包3平7   | c7g7 | 书   |
      | 7  | 俥七平三 | c4g4 | 书   |
      | 8  | 包7平3   | g7c7 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书         |
      | 1  | 红 | 捉   | 長捉黑無根包 |
      | 3  | 红 | 捉   | 長捉黑無根包 |
      | 5  | 红 | 捉   | 長捉黑無根包 |
      | 7  | 红 | 捉   | 長捉黑無根包 |
    And 按 "tw-2007" 裁决为 "red-must-change"

  @tw-2007 @figure-9 @constructed
  Scenario: 圖9 除帥（將）兵（卒）外，兩子或多子長捉一無根子作負
    棋书：說明：紅兩子輪捉一無根子，必須變著，不變作負。
    局面：自行构造（casebook/repetition/tw2007-9.yaml）。Why it fits: Red rooks on i3 (一路) and h2 (二路), the black cannon on g6 (7路) with no black piece able to reach g6, h6 or i6, so it is unprotected on every square it visits. 俥一平三 puts the i-rook on the g-file under the cannon (g4, g5 empty): chase. The cannon flees to i6 (包7平9), the rook follows (俥三平一: chase on the i-file), the cannon returns (包9平7), then the h-rook takes over (俥二平三 chases on the g-file, 俥三平二 on the h-file after 包7平8). Every red move attacks the same unprotected cannon, with two rooks taking turns. The cannon's moves attack nothing (its files hold no red piece behind a screen). The e-file is closed by the black advisor on e8.
    补着：The book's nine plies reach the start position's third occurrence after ply 8 (the first four plies already close a cycle with the i-rook alone).
    Given 案例 "tw2007-9" 的局面 "3ak4/4a4/9/6c2/9/9/8R/7R1/9/3AK4 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥一平三 | i3g3 | 书   |
      | 2  | 包7平9   | g6i6 | 书   |
      | 3  | 俥三平一 | g3i3 | 书   |
      | 4  | 包9平7   | i6g6 | 书   |
      | 5  | 俥二平三 | h2g2 | 书   |
      | 6  | 包7平8   | g6h6 | 书   |
      | 7  | 俥三平二 | g2h2 | 书   |
      | 8  | 包8平7   | h6g6 | 书   |
      | 9  | 俥一平三 | i3g3 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书         |
      | 1  | 红 | 捉   | 輪捉一無根子 |
      | 3  | 红 | 捉   | 輪捉一無根子 |
      | 5  | 红 | 捉   | 輪捉一無根子 |
      | 7  | 红 | 捉   | 輪捉一無根子 |
      | 9  | 红 | 捉   | 輪捉一無根子 |
    And 按 "tw-2007" 裁决为 "red-must-change"

  @tw-2007 @figure-11 @constructed
  Scenario: 圖11 傌（馬）炮（包）長捉一有根車作負
    棋书：說明：炮（包）長捉有根車作負。
    局面：自行构造（casebook/repetition/tw2007-11.yaml）。Why it fits: Red cannon on d5 (六路), black rook on f7 (6路). 炮六進二 (d5→d7) attacks the rook over the black elephant on e7; 車6進2 (f7→f5) escapes; 炮六退二 (d7→d5) attacks it again over the black pawn on e5; 車6退2 returns. The black horse on h6 protects both f7 and f5 (leg g6 empty), so the rook is protected on both squares: the cannon chases a protected rook every move. The rook's f-file and ranks hold no red piece, so Black's moves attack nothing; no black piece can reach d7 or d5, so the cannon is not offered either.
    补着：The book prints seven plies; ply 8 (車6退2) brings the start position back a third time.
    Given 案例 "tw2007-11" 的局面 "3aka3/9/4br3/7n1/3Cp4/9/9/9/9/3AK4 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 炮六進二 | d5d7 | 书   |
      | 2  | 車6進2   | f7f5 | 书   |
      | 3  | 炮六退二 | d7d5 | 书   |
      | 4  | 車6退2   | f5f7 | 书   |
      | 5  | 炮六進二 | d5d7 | 书   |
      | 6  | 車6進2   | f7f5 | 书   |
      | 7  | 炮六退二 | d7d5 | 书   |
      | 8  | 車6退2   | f5f7 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书         |
      | 1  | 红 | 捉   | 炮長捉有根車 |
      | 3  | 红 | 捉   | 炮長捉有根車 |
      | 5  | 红 | 捉   | 炮長捉有根車 |
      | 7  | 红 | 捉   | 炮長捉有根車 |
    And 按 "tw-2007" 裁决为 "red-must-change"

  @tw-2007 @figure-15a @adopted
  Scenario: 圖15a 長捉舉例（斷去包架）
    棋书：說明：紅俥利用過河兵移動，使黑包失去包架不能保馬，紅俥等於長捉無根馬，不變作負。
    局面：采用 WXF D105（同一着法模式）。
    Given 案例 "tw2007-15a" 的局面 "2ca1k3/4a4/b3b4/2P5P/6p2/1c7/9/B7N/2nR5/2BAK4 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 兵七平六 | c6d6 | 书   |
      | 2  | 象1進3   | a7c5 | 书   |
      | 3  | 兵六平七 | d6c6 | 书   |
      | 4  | 象3退1   | c5a7 | 书   |
      | 5  | 兵七平六 | c6d6 | 书   |
      | 6  | 象1進3   | a7c5 | 书   |
      | 7  | 兵六平七 | d6c6 | 书   |
      | 8  | 象3退1   | c5a7 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书               |
      | 1  | 红 | 捉   | 紅俥等於長捉無根馬 |
      | 3  | 红 | 捉   | 紅俥等於長捉無根馬 |
      | 5  | 红 | 捉   | 紅俥等於長捉無根馬 |
      | 7  | 红 | 捉   | 紅俥等於長捉無根馬 |
    And 按 "tw-2007" 裁决为 "red-must-change"

  @tw-2007 @figure-15b @constructed
  Scenario: 圖15b 長捉舉例（阻擋保護）
    棋书：說明：紅炮步步阻擋，使黑包成無根子，紅俥等於長捉無根子，不變作負。
    局面：自行构造（casebook/repetition/tw2007-15b.yaml）。Why it fits: The red rook on i0 attacks the black cannon on the 9-file (i2, later i1) up the file. Two black horses protect it: the one on g3 covers i2 (leg h3), the one on g2 covers i1 (leg h2). 炮二退六 (h9→h3) blocks the g3-horse's leg while the cannon is on i2: it is unprotected and the rook chases it. 包9進1 (i2→i1) goes where the g2-horse protects it; 炮二退一 (h3→h2) blocks that leg: chase again. 包9退1 returns to i2, protected by the g3-horse now that h3 is empty; 炮二進一 blocks h3 again. Every red cannon move leaves the cannon unprotected under the rook. Black's cannon moves attack nothing; the black king on f9 is not on the red cannon's h-file.
    补着：The book's eleven plies reach the third occurrence of the position after ply 1 at ply 9; plies 10–11 are the book's and continue the cycle.
    Given 案例 "tw2007-15b" 的局面 "5k1C1/4a4/9/9/9/9/6n2/6n1c/9/4K3R w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 炮二退六 | h9h3 | 书   |
      | 2  | 包9進1   | i2i1 | 书   |
      | 3  | 炮二退一 | h3h2 | 书   |
      | 4  | 包9退1   | i1i2 | 书   |
      | 5  | 炮二進一 | h2h3 | 书   |
      | 6  | 包9進1   | i2i1 | 书   |
      | 7  | 炮二退一 | h3h2 | 书   |
      | 8  | 包9退1   | i1i2 | 书   |
      | 9  | 炮二進一 | h2h3 | 书   |
      | 10 | 包9進1   | i2i1 | 书   |
      | 11 | 炮二退一 | h3h2 | 书   |
    Then 第 9 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书               |
      | 1  | 红 | 捉   | 紅俥等於長捉無根子 |
      | 3  | 红 | 捉   | 紅俥等於長捉無根子 |
      | 5  | 红 | 捉   | 紅俥等於長捉無根子 |
      | 7  | 红 | 捉   | 紅俥等於長捉無根子 |
      | 9  | 红 | 捉   | 紅俥等於長捉無根子 |
      | 11 | 红 | 捉   | 紅俥等於長捉無根子 |
    And 按 "tw-2007" 裁决为 "red-must-change"

  @tw-2007 @figure-16 @adopted
  Scenario: 圖16 非長捉舉例
    棋书：說明：紅進退俥雖每著長捉包，但黑包既不逃避，亦無別子保護，紅車不算長捉包，不變作和。
    局面：采用 WXF D106（完全相同）。
    Given 案例 "tw2007-16" 的局面 "3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥二進一 | h0h1 | 书   |
      | 2  | 包8進1   | h4h3 | 书   |
      | 3  | 俥二退一 | h1h0 | 书   |
      | 4  | 包8退1   | h3h4 | 书   |
      | 5  | 俥二進一 | h0h1 | 书   |
      | 6  | 包8進1   | h4h3 | 书   |
      | 7  | 俥二退一 | h1h0 | 书   |
      | 8  | 包8退1   | h3h4 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签   | 棋书           |
      | 1  | 红 | 不是捉 | 紅車不算長捉包 |
      | 3  | 红 | 不是捉 | 紅車不算長捉包 |
      | 5  | 红 | 不是捉 | 紅車不算長捉包 |
      | 7  | 红 | 不是捉 | 紅車不算長捉包 |
    And 按 "tw-2007" 裁决为 "draw"

  @tw-2007 @figure-17 @adopted
  Scenario: 圖17 互相長捉舉例
    棋书：說明：雙方均屬長捉犯例，雙方不變作和。
    局面：采用 WXF D107/D108 candidate (mutual perpetual chase)（同一着法模式）。
    Given 案例 "tw2007-17" 的局面 "3akab2/c2R1R2c/4b4/9/9/9/9/4B4/4K4/2B6 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥四退二 | f8f6 | 书   |
      | 2  | 士4進5   | d9e8 | 书   |
      | 3  | 俥四進二 | f6f8 | 书   |
      | 4  | 士5退4   | e8d9 | 书   |
      | 5  | 俥四退二 | f8f6 | 书   |
      | 6  | 士4進5   | d9e8 | 书   |
      | 7  | 俥四進二 | f6f8 | 书   |
      | 8  | 士5退4   | e8d9 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书 |
      | 1  | 红 | 捉   | 長捉 |
      | 2  | 黑 | 捉   | 長捉 |
      | 3  | 红 | 捉   | 長捉 |
      | 4  | 黑 | 捉   | 長捉 |
      | 5  | 红 | 捉   | 長捉 |
      | 6  | 黑 | 捉   | 長捉 |
      | 7  | 红 | 捉   | 長捉 |
      | 8  | 黑 | 捉   | 長捉 |
    And 按 "tw-2007" 裁决为 "draw"
