# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Generated once from casebook/repetition/*.yaml and then kept by hand; the glue checks that this file and the
# case files agree (position, moves, labels, verdict).
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
    Given 案例 "tw2007-12a" 的局面 "4k4/9/9/9/8C/9/pp5pp/4B4/9/r1BAKA1r1 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 炮一平二 | i5h5 | 书   |
      | 2  | 車8平9   | h0i0 | 书   |
      | 3  | 炮二平九 | h5a5 | 书   |
      | 4  | 車1平2   | a0b0 | 书   |
      | 5  | 炮九平一 | a5i5 | 书   |
      | 6  | 車9平8   | i0h0 | 书   |
      | 7  | 炮一平八 | i5b5 | 书   |
      | 8  | 車2平1   | b0a0 | 书   |
      | 9  | 炮八平二 | b5h5 | 书   |
      | 10 | 車8平9   | h0i0 | 补   |
      | 11 | 炮二平九 | h5a5 | 补   |
      | 12 | 車1平2   | a0b0 | 补   |
      | 13 | 炮九平一 | a5i5 | 补   |
      | 14 | 車9平8   | i0h0 | 补   |
      | 15 | 炮一平八 | i5b5 | 补   |
      | 16 | 車2平1   | b0a0 | 补   |
      | 17 | 炮八平二 | b5h5 | 补   |
    Then 第 17 着后局面第 3 次出现
    And 按 "tw-2007" 各着的标签为:
      | 着 | 方 | 标签 | 棋书     |
      | 1  | 红 | 捉   | 分捉兩子 |
      | 3  | 红 | 捉   | 分捉兩子 |
      | 5  | 红 | 捉   | 分捉兩子 |
      | 7  | 红 | 捉   | 分捉兩子 |
      | 9  | 红 | 捉   | 分捉兩子 |
    And 按 "tw-2007" 裁决为 "draw"

  @tw-2007 @figure-12b @constructed
  Scenario: 圖12b 一子或兩子分捉兩子作和（兩子）
    棋书：棋例總綱 4：一子分捉兩子或多子作和，兩子分別捉兩子或多子亦作和局。
    局面：自行构造（casebook/repetition/tw2007-12b.yaml）。Why it fits: The seed's figure 12b and its move list are lost in the OCR; only the ruling survives (棋例總綱 4: 兩子分別捉兩子亦作和). Constructed: two red rooks on rank 5 (a5, g5) and two black cannons on rank 7 (c7, i7), no black piece able to reach any square the cannons use, so both cannons are unprotected throughout. The a-rook chases the c-cannon (俥九平七), it flees to a7, the g-rook chases the i-cannon (俥三平一), it flees to g7, the first rook follows its cannon to a5, and so on: every red move is a chase, each rook always chasing its own cannon. The cannons' lines hold no red piece behind a screen, so Black's moves are idle.
    补着：All sixteen plies are ours (the book's list is lost): two eight-ply cycles, the start position's third occurrence after ply 16.
    Given 案例 "tw2007-12b" 的局面 "3ak4/4a4/2c5c/9/R5R2/9/9/9/4A4/3AK4 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 俥九平七 | a5c5 | 补   |
      | 2  | 包3平1   | c7a7 | 补   |
      | 3  | 俥三平一 | g5i5 | 补   |
      | 4  | 包9平7   | i7g7 | 补   |
      | 5  | 俥七平九 | c5a5 | 补   |
      | 6  | 包1平3   | a7c7 | 补   |
      | 7  | 俥一平三 | i5g5 | 补   |
      | 8  | 包7平9   | g7i7 | 补   |
      | 9  | 俥九平七 | a5c5 | 补   |
      | 10 | 包3平1   | c7a7 | 补   |
      | 11 | 俥三平一 | g5i5 | 补   |
      | 12 | 包9平7   | i7g7 | 补   |
      | 13 | 俥七平九 | c5a5 | 补   |
      | 14 | 包1平3   | a7c7 | 补   |
      | 15 | 俥一平三 | i5g5 | 补   |
      | 16 | 包7平9   | g7i7 | 补   |
    Then 第 16 着后局面第 3 次出现
    And 按 "tw-2007" 裁决为 "draw"
