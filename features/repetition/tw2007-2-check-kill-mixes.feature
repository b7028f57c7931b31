# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Each scenario names its case and quotes the book; the steps read the position, moves, trigger, labels and expected
# verdicts from casebook/repetition/<id>.yaml (the one source of truth, read by org.xqverifier.casebook.CaseFile).
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
    Given 案例 "tw2007-4"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-5 @adopted
  Scenario: 圖5 一照一殺作和
    棋书：說明：紅方一照一殺，雙方不變應判和局。
    局面：采用 WXF D11（完全相同）。
    补着：The book prints seven plies; ply 8 (將6平5) brings the start position back a third time.
    Given 案例 "tw2007-5"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-6 @adopted
  Scenario: 圖6 一照一捉或多照一捉均作和
    棋书：說明：紅方一照或多照後捉包，雙方不變，應判和局。
    局面：采用 WXF D13（同一着法模式）。
    补着：The seed's sequence (17 plies) illustrates the pattern but does not close a cycle. Plies 18–19 (包9進3 俥二退三: the cannon goes home to the corner and the rook chases it there) return to the position after ply 3; plies 20–35 repeat the book's cycle once more, so that position stands on the board a third time after ply 35. The OCR reads the 8th ply as 包9?2; 包9退2 is the only reading under which the 11th ply (俥二退二) chases the cannon as the book says.
    Given 案例 "tw2007-6"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-7 @adopted
  Scenario: 圖7 一照一閒作和
    棋书：說明：紅方進俥叫將，退俥閒著，雙方不變應判和局。
    局面：采用 WXF D14（完全相同）。
    Given 案例 "tw2007-7"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载
