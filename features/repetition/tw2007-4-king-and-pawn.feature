# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Each scenario names its case and quotes the book; the steps read the position, moves, trigger, labels and expected
# verdicts from casebook/repetition/<id>.yaml (the one source of truth, read by org.xqverifier.casebook.CaseFile).
@repetition
Feature: 台灣 2007 棋例細則 10、14：帥（將）兵（卒）長捉
  中華民國象棋規則（民國96年修訂版，以亞洲象棋規則2003為藍本）第四章 棋例細則。
  原書圖已在 OCR 中遺失，著法與說明尚存；局面的來源（採用或自行構造）見各案例檔。
  標籤只列棋書說明點名的著法；裁決以局面第三次出現為準（棋例主判決：循環三次）。

  @tw-2007 @figure-10a @constructed
  Scenario: 圖10a 帥（將）兵（卒）長捉作和（帥）
    棋书：說明：紅帥長捉無根包，並不犯例，雙方不變作和。
    局面：自行构造（casebook/repetition/tw2007-10a.yaml）。Why it fits: Red king on e1, black cannon on d2, black king on f9 (so the kings never face each other), nothing black anywhere near d2/e2: the cannon is unprotected. 帥五平六 (e1→d1) attacks the cannon on d2 from beside it; 包4平5 (d2→e2) steps away; 帥六平五 (d1→e1) attacks it on e2; 包5平4 returns. Only the king chases; the cannon's files and ranks hold nothing for it to attack (the red advisor is on f0, out of its lines). Same idea as WXF D67 on other squares.
    补着：The book prints seven plies; ply 8 (包5平4) brings the start position back a third time.
    Given 案例 "tw2007-10a"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-10b @constructed
  Scenario: 圖10b 帥（將）兵（卒）長捉作和（兵）
    棋书：說明：紅兵長捉無根車，並不犯例，雙方不變作和。
    局面：自行构造（casebook/repetition/tw2007-10b.yaml）。Why it fits: WXF D71–75(d) (adopted for 圖14b) after its first two plies, with Red's two cannons on a2 and b2 removed, so that the pawn chases alone, as the book's explanation says. The crossed red pawn on b5 (八路) goes to a5 and attacks the black rook on a6; the rook escapes to b6 and the pawn follows. The rook is unprotected on a6 and b6 (no black piece reaches them; the black pawn on c6 has not crossed and only moves forward). The pawn is protected on a5 and b5 by the red rook on d5 (c5 empty), so the black rook's moves, which attack the pawn, are not chases.
    补着：The book prints seven plies; ply 8 (車2平1) brings the start position back a third time.
    Given 案例 "tw2007-10b"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-14a @adopted
  Scenario: 圖14a 將帥或兵卒若每步都聯合其他子長捉一子仍作負（帥與雙傌）
    棋书：說明：紅帥長捉黑卒時，雙傌亦同時長捉黑卒犯例，紅不變作負。若只有一紅傌則紅方並無犯例，雙方不變作和。
    局面：采用 WXF D71–75(a), after its first two plies (帥六平五 卒5平4)（同一着法模式）。
    Given 案例 "tw2007-14a"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-14a-one-horse @constructed
  Scenario: 圖14a（只有一紅傌） 將帥或兵卒若每步都聯合其他子長捉一子仍作負（只有一傌則不犯例）
    棋书：說明：……若只有一紅傌則紅方並無犯例，雙方不變作和。
    局面：自行构造（casebook/repetition/tw2007-14a-one-horse.yaml）。Why it fits: 圖14a's position with the red horse on d2 removed, as the book's second sentence supposes. 帥五平六 (e1→d1) attacks the pawn on d0 and opens the e2-horse's leg (e1), so king and horse both attack it; after 卒4平5 the king's 帥六平五 (d1→e1) attacks the pawn on e0 alone (no horse reaches e0). So the horse chases on every other move only; the king's chase is exempt.
    Given 案例 "tw2007-14a-one-horse"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-14b @adopted
  Scenario: 圖14b 將帥或兵卒若每步都聯合其他子長捉一子仍作負（兵與雙炮）
    棋书：說明：紅兵長捉黑車（並無犯例）時，雙炮亦同時長捉黑車犯例，紅不變作負。
    局面：采用 WXF D71–75(d), after its first two plies (兵九平八 車2平1)（同一着法模式）。
    Given 案例 "tw2007-14b"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载
