# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Each scenario names its case and quotes the book; the steps read the position, moves, trigger, labels and expected
# verdicts from casebook/repetition/<id>.yaml (the one source of truth, read by org.xqverifier.casebook.CaseFile).
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
    Given 案例 "tw2007-8"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-9 @constructed
  Scenario: 圖9 除帥（將）兵（卒）外，兩子或多子長捉一無根子作負
    棋书：說明：紅兩子輪捉一無根子，必須變著，不變作負。
    局面：自行构造（casebook/repetition/tw2007-9.yaml）。Why it fits: Red rooks on i3 (一路) and h2 (二路), the black cannon on g6 (7路) with no black piece able to reach g6, h6 or i6, so it is unprotected on every square it visits. 俥一平三 puts the i-rook on the g-file under the cannon (g4, g5 empty): chase. The cannon flees to i6 (包7平9), the rook follows (俥三平一: chase on the i-file), the cannon returns (包9平7), then the h-rook takes over (俥二平三 chases on the g-file, 俥三平二 on the h-file after 包7平8). Every red move attacks the same unprotected cannon, with two rooks taking turns. The cannon's moves attack nothing (its files hold no red piece behind a screen). The e-file is closed by the black advisor on e8.
    补着：The book's nine plies reach the start position's third occurrence after ply 8 (the first four plies already close a cycle with the i-rook alone).
    Given 案例 "tw2007-9"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-11 @constructed
  Scenario: 圖11 傌（馬）炮（包）長捉一有根車作負
    棋书：說明：炮（包）長捉有根車作負。
    局面：自行构造（casebook/repetition/tw2007-11.yaml）。Why it fits: Red cannon on d5 (六路), black rook on f7 (6路). 炮六進二 (d5→d7) attacks the rook over the black elephant on e7; 車6進2 (f7→f5) escapes; 炮六退二 (d7→d5) attacks it again over the black pawn on e5; 車6退2 returns. The black horse on h6 protects both f7 and f5 (leg g6 empty), so the rook is protected on both squares: the cannon chases a protected rook every move. The rook's f-file and ranks hold no red piece, so Black's moves attack nothing; no black piece can reach d7 or d5, so the cannon is not offered either.
    补着：The book prints seven plies; ply 8 (車6退2) brings the start position back a third time.
    Given 案例 "tw2007-11"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-15a @adopted
  Scenario: 圖15a 長捉舉例（斷去包架）
    棋书：說明：紅俥利用過河兵移動，使黑包失去包架不能保馬，紅俥等於長捉無根馬，不變作負。
    局面：采用 WXF D105（同一着法模式）。
    Given 案例 "tw2007-15a"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-15b @constructed
  Scenario: 圖15b 長捉舉例（阻擋保護）
    棋书：說明：紅炮步步阻擋，使黑包成無根子，紅俥等於長捉無根子，不變作負。
    局面：自行构造（casebook/repetition/tw2007-15b.yaml）。Why it fits: The red rook on i0 attacks the black cannon on the 9-file (i2, later i1) up the file. Two black horses protect it: the one on g3 covers i2 (leg h3), the one on g2 covers i1 (leg h2). 炮二退六 (h9→h3) blocks the g3-horse's leg while the cannon is on i2: it is unprotected and the rook chases it. 包9進1 (i2→i1) goes where the g2-horse protects it; 炮二退一 (h3→h2) blocks that leg: chase again. 包9退1 returns to i2, protected by the g3-horse now that h3 is empty; 炮二進一 blocks h3 again. Every red cannon move leaves the cannon unprotected under the rook. Black's cannon moves attack nothing; the black king on f9 is not on the red cannon's h-file.
    补着：The book's eleven plies reach the third occurrence of the position after ply 1 at ply 9; plies 10–11 are the book's and continue the cycle.
    Given 案例 "tw2007-15b"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-16 @adopted
  Scenario: 圖16 非長捉舉例
    棋书：說明：紅進退俥雖每著長捉包，但黑包既不逃避，亦無別子保護，紅車不算長捉包，不變作和。
    局面：采用 WXF D106（完全相同）。
    Given 案例 "tw2007-16"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-17 @adopted
  Scenario: 圖17 互相長捉舉例
    棋书：說明：雙方均屬長捉犯例，雙方不變作和。
    局面：采用 WXF D107/D108 candidate (mutual perpetual chase)（同一着法模式）。
    Given 案例 "tw2007-17"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载
