# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Each scenario names its case and quotes the book; the steps read the position, moves, trigger, labels and expected
# verdicts from casebook/repetition/<id>.yaml (the one source of truth, read by org.xqverifier.casebook.CaseFile).
@repetition
Feature: 台灣 2007 棋例細則 12：分捉
  中華民國象棋規則（民國96年修訂版，以亞洲象棋規則2003為藍本）第四章 棋例細則。
  原書圖已在 OCR 中遺失，著法與說明尚存；局面的來源（採用或自行構造）見各案例檔。
  標籤只列棋書說明點名的著法；裁決以局面第三次出現為準（棋例主判決：循環三次）。
  圖13（二捉一還捉）在 OCR 中完全缺失，沒有案例。

  @tw-2007 @figure-12a @adopted
  Scenario: 圖12a 一子或兩子分捉兩子作和（一子）
    棋书：說明：一子分捉兩子作和。
    局面：采用 WXF D26, after its first two plies (炮九平一 車9平8)（同一着法模式）。
    补着：The book prints nine plies (one eight-ply cycle plus one move, so the position after ply 1 recurs after ply 9); plies 10–17 repeat the cycle once more so that position stands on the board a third time.
    Given 案例 "tw2007-12a"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 各着的标签如棋书所说
    And 按 "tw-2007" 裁决如案例所载

  @tw-2007 @figure-12b @constructed
  Scenario: 圖12b 一子或兩子分捉兩子作和（兩子）
    棋书：棋例總綱 4：一子分捉兩子或多子作和，兩子分別捉兩子或多子亦作和局。
    局面：自行构造（casebook/repetition/tw2007-12b.yaml）。Why it fits: The seed's figure 12b and its move list are lost in the OCR; only the ruling survives (棋例總綱 4: 兩子分別捉兩子亦作和). Constructed: two red rooks on rank 5 (a5, g5) and two black cannons on rank 7 (c7, i7), no black piece able to reach any square the cannons use, so both cannons are unprotected throughout. The a-rook chases the c-cannon (俥九平七), it flees to a7, the g-rook chases the i-cannon (俥三平一), it flees to g7, the first rook follows its cannon to a5, and so on: every red move is a chase, each rook always chasing its own cannon. The cannons' lines hold no red piece behind a screen, so Black's moves are idle.
    补着：All sixteen plies are ours (the book's list is lost): two eight-ply cycles, the start position's third occurrence after ply 16.
    Given 案例 "tw2007-12b"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "tw-2007" 裁决如案例所载
