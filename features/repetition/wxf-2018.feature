# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Generated once from casebook/repetition/*.yaml and then kept by hand; the glue checks that this file and the
# case files agree (position, moves, labels, verdict).
@repetition
Feature: 世界象棋联合会 2018 棋例细则图例（WXF 2018 = 亚洲象棋规则第四次修订本）
  局面与裁决取自 casebook-sources/wxf-candidates.yaml（第三方据 WXF 2018 图例转录，已复核合法性）。
  转录的着法不足三次循环时，按其循环补足，补着标“补”。

  @wxf-2018 @figure-D2 @adopted
  Scenario: WXF D2 一子长将，无论任何情况均须变着
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D2（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D2" 的局面 "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车四平五 | f0e0 | 书   |
      | 2  | 将5平6   | e8f8 | 书   |
      | 3  | 车五平四 | e0f0 | 书   |
      | 4  | 将6平5   | f8e8 | 书   |
      | 5  | 车四平五 | f0e0 | 书   |
      | 6  | 将5平6   | e8f8 | 书   |
      | 7  | 车五平四 | e0f0 | 书   |
      | 8  | 将6平5   | f8e8 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "red-must-change"

  @wxf-2018 @figure-D3 @adopted
  Scenario: WXF D3 两子交替长将亦须变着
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D3（完全相同）。
    Given 案例 "wxf-D3" 的局面 "4R4/3k5/5R3/9/9/2B6/n8/3pB4/4p4/3K5 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车四进一 | f7f8 | 书   |
      | 2  | 将4进1   | d8d7 | 书   |
      | 3  | 车四退一 | f8f7 | 书   |
      | 4  | 将4退1   | d7d8 | 书   |
      | 5  | 车四进一 | f7f8 | 书   |
      | 6  | 将4进1   | d8d7 | 书   |
      | 7  | 车四退一 | f8f7 | 书   |
      | 8  | 将4退1   | d7d8 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "red-must-change"

  @wxf-2018 @figure-D4 @adopted
  Scenario: WXF D4 双方循环长将（解将还将）作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D4（完全相同）。
    补着：The transcription lists 8 plies; plies 9–9 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D4" 的局面 "3akr3/5c3/1P2b4/4R4/9/9/9/9/9/4CK3 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车五进一 | e6e7 | 书   |
      | 2  | 炮6平5   | f8e8 | 书   |
      | 3  | 车五平四 | e7f7 | 书   |
      | 4  | 炮5平6   | e8f8 | 书   |
      | 5  | 车四平五 | f7e7 | 书   |
      | 6  | 炮6平5   | f8e8 | 书   |
      | 7  | 车五平四 | e7f7 | 书   |
      | 8  | 炮5平6   | e8f8 | 书   |
      | 9  | 车四平五 | f7e7 | 补   |
    Then 第 9 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "draw"

  @wxf-2018 @figure-D5 @adopted
  Scenario: WXF D5 二将一还将，长将者作负
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D5（完全相同）。
    Given 案例 "wxf-D5" 的局面 "5c3/8R/4k2P1/3P5/5P3/6P2/5pN2/5A3/4CK3/6rn1 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 兵四平五 | f5e5 | 书   |
      | 2  | 卒6平5   | f3e3 | 书   |
      | 3  | 兵五平四 | e5f5 | 书   |
      | 4  | 卒5平6   | e3f3 | 书   |
      | 5  | 兵四平五 | f5e5 | 书   |
      | 6  | 卒6平5   | f3e3 | 书   |
      | 7  | 兵五平四 | e5f5 | 书   |
      | 8  | 卒5平6   | e3f3 | 书   |
      | 9  | 兵四平五 | f5e5 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "red-must-change"

  @wxf-2018 @figure-D7 @adopted
  Scenario: WXF D7 长杀作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D7（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D7" 的局面 "2b2k3/9/4b2P1/3N5/1R6p/6P2/5p2r/8n/4p4/5K3 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 马六进七 | d6c8 | 书   |
      | 2  | 将6进1   | f9f8 | 书   |
      | 3  | 马七退六 | c8d6 | 书   |
      | 4  | 将6退1   | f8f9 | 书   |
      | 5  | 马六进七 | d6c8 | 书   |
      | 6  | 将6进1   | f9f8 | 书   |
      | 7  | 马七退六 | c8d6 | 书   |
      | 8  | 将6退1   | f8f9 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "draw"

  @wxf-2018 @figure-D11 @adopted
  Scenario: WXF D11 一将一杀作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D11（完全相同）。
    Given 案例 "wxf-D11" 的局面 "2bak4/4a4/4b4/8p/5R3/8P/n8/1r2C4/9/1cBAKAB2 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车四平二 | f5h5 | 书   |
      | 2  | 将5平6   | e9f9 | 书   |
      | 3  | 车二平四 | h5f5 | 书   |
      | 4  | 将6平5   | f9e9 | 书   |
      | 5  | 车四平二 | f5h5 | 书   |
      | 6  | 将5平6   | e9f9 | 书   |
      | 7  | 车二平四 | h5f5 | 书   |
      | 8  | 将6平5   | f9e9 | 书   |
      | 9  | 车四平二 | f5h5 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "draw"

  @wxf-2018 @figure-D13 @adopted
  Scenario: WXF D13 一将一捉作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D13（完全相同）。
    补着：The transcription lists 11 plies; plies 12–17 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D13" 的局面 "2ba1k3/4a4/b8/7R1/9/9/1r2p4/9/4A4/2B1KAB1c w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车二进三 | h6h9 | 书   |
      | 2  | 将6进1   | f9f8 | 书   |
      | 3  | 车二退九 | h9h0 | 书   |
      | 4  | 炮9退1   | i0i1 | 书   |
      | 5  | 车二进八 | h0h8 | 书   |
      | 6  | 将6退1   | f8f9 | 书   |
      | 7  | 车二退七 | h8h1 | 书   |
      | 8  | 炮9进1   | i1i0 | 书   |
      | 9  | 车二进八 | h1h9 | 书   |
      | 10 | 将6进1   | f9f8 | 书   |
      | 11 | 车二退九 | h9h0 | 书   |
      | 12 | 炮9退1   | i0i1 | 补   |
      | 13 | 车二进八 | h0h8 | 补   |
      | 14 | 将6退1   | f8f9 | 补   |
      | 15 | 车二退七 | h8h1 | 补   |
      | 16 | 炮9进1   | i1i0 | 补   |
      | 17 | 车二进八 | h1h9 | 补   |
    Then 第 17 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "draw"

  @wxf-2018 @figure-D14 @adopted
  Scenario: WXF D14 一将一闲作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D14（完全相同）。
    补着：The transcription lists 6 plies; plies 7–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D14" 的局面 "4ka3/2R1a4/C8/p7p/1P5n1/9/4n4/4B4/9/4K1B2 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车七进一 | c8c9 | 书   |
      | 2  | 士5退4   | e8d9 | 书   |
      | 3  | 车七退一 | c9c8 | 书   |
      | 4  | 士4进5   | d9e8 | 书   |
      | 5  | 车七进一 | c8c9 | 书   |
      | 6  | 士5退4   | e8d9 | 书   |
      | 7  | 车七退一 | c9c8 | 补   |
      | 8  | 士4进5   | d9e8 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "draw"

  @wxf-2018 @figure-D26 @adopted
  Scenario: WXF D26 一炮分捉两车作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D26（完全相同）。
    补着：The transcription lists 11 plies; plies 12–17 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D26" 的局面 "4k4/9/9/9/C8/9/pp5pp/4B4/9/r1BAKA2r w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 炮九平一 | a5i5 | 书   |
      | 2  | 车9平8   | i0h0 | 书   |
      | 3  | 炮一平九 | i5a5 | 书   |
      | 4  | 车1平2   | a0b0 | 书   |
      | 5  | 炮九平二 | a5h5 | 书   |
      | 6  | 车8平9   | h0i0 | 书   |
      | 7  | 炮二平八 | h5b5 | 书   |
      | 8  | 车2平1   | b0a0 | 书   |
      | 9  | 炮八平一 | b5i5 | 书   |
      | 10 | 车9平8   | i0h0 | 书   |
      | 11 | 炮一平九 | i5a5 | 书   |
      | 12 | 车1平2   | a0b0 | 补   |
      | 13 | 炮九平二 | a5h5 | 补   |
      | 14 | 车8平9   | h0i0 | 补   |
      | 15 | 炮二平八 | h5b5 | 补   |
      | 16 | 车2平1   | b0a0 | 补   |
      | 17 | 炮八平一 | b5i5 | 补   |
    Then 第 17 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "draw"

  @wxf-2018 @figure-D36 @adopted
  Scenario: WXF D36 车长捉无根炮作负（炮分捉两马亦然）
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D36（完全相同）。
    补着：The transcription lists 8 plies; plies 9–9 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D36" 的局面 "1rbakab2/9/2c5n/4p3p/p8/7R1/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车二平七 | h4c4 | 书   |
      | 2  | 炮3平7   | c7g7 | 书   |
      | 3  | 车七平三 | c4g4 | 书   |
      | 4  | 炮7平3   | g7c7 | 书   |
      | 5  | 车三平七 | g4c4 | 书   |
      | 6  | 炮3平7   | c7g7 | 书   |
      | 7  | 车七平三 | c4g4 | 书   |
      | 8  | 炮7平3   | g7c7 | 书   |
      | 9  | 车三平七 | g4c4 | 补   |
    Then 第 9 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "red-must-change"

  @wxf-2018 @figure-D71-75a @adopted
  Scenario: WXF D71-75(a) 帅长捉而双马亦长捉作负
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D71-75(a)（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D71-75a" 的局面 "3a2b1r/4ak3/8p/7P1/9/9/9/B2NN3B/3K5/4p4 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 帅六平五 | d1e1 | 书   |
      | 2  | 卒5平4   | e0d0 | 书   |
      | 3  | 帅五平六 | e1d1 | 书   |
      | 4  | 卒4平5   | d0e0 | 书   |
      | 5  | 帅六平五 | d1e1 | 书   |
      | 6  | 卒5平4   | e0d0 | 书   |
      | 7  | 帅五平六 | e1d1 | 书   |
      | 8  | 卒4平5   | d0e0 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "red-must-change"

  @wxf-2018 @figure-D71-75d @adopted
  Scenario: WXF D71-75(d) 兵长捉而双炮亦长捉作负
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D71-75(d)（完全相同）。
    Given 案例 "wxf-D71-75d" 的局面 "2bak4/4a4/4b4/1rp6/P2R5/4pp3/9/CC7/4p4/5K3 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 兵九平八 | a5b5 | 书   |
      | 2  | 车2平1   | b6a6 | 书   |
      | 3  | 兵八平九 | b5a5 | 书   |
      | 4  | 车1平2   | a6b6 | 书   |
      | 5  | 兵九平八 | a5b5 | 书   |
      | 6  | 车2平1   | b6a6 | 书   |
      | 7  | 兵八平九 | b5a5 | 书   |
      | 8  | 车1平2   | a6b6 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "red-must-change"

  @wxf-2018 @figure-D105 @adopted
  Scenario: WXF D105 长捉举例（兵移断炮架）
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D105 (appendix: example of perpetual chase)（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D105" 的局面 "2ca1k3/4a4/b3b4/2P5P/6p2/1c7/9/B7N/2nR5/2BAK4 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 兵七平八 | c6b6 | 书   |
      | 2  | 象5进3   | e7c5 | 书   |
      | 3  | 兵八平七 | b6c6 | 书   |
      | 4  | 象3退5   | c5e7 | 书   |
      | 5  | 兵七平八 | c6b6 | 书   |
      | 6  | 象5进3   | e7c5 | 书   |
      | 7  | 兵八平七 | b6c6 | 书   |
      | 8  | 象3退5   | c5e7 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "red-must-change"

  @wxf-2018 @figure-D106 @adopted
  Scenario: WXF D106 非长捉举例
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D106 (appendix: example of non-perpetual chase)（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D106" 的局面 "3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车二进一 | h0h1 | 书   |
      | 2  | 炮8进1   | h4h3 | 书   |
      | 3  | 车二退一 | h1h0 | 书   |
      | 4  | 炮8退1   | h3h4 | 书   |
      | 5  | 车二进一 | h0h1 | 书   |
      | 6  | 炮8进1   | h4h3 | 书   |
      | 7  | 车二退一 | h1h0 | 书   |
      | 8  | 炮8退1   | h3h4 | 补   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "draw"

  @wxf-2018 @figure-D107 @adopted
  Scenario: WXF D107/D108? 互相长捉作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D107/D108? (mutual perpetual chase)（完全相同）。
    Given 案例 "wxf-D107" 的局面 "3akab2/c2R1R2c/4b4/9/9/9/9/4B4/4K4/2B6 w"
    When 依次走出:
      | 着 | 着法     | ICCS | 出处 |
      | 1  | 车六退二 | d8d6 | 书   |
      | 2  | 士4进5   | d9e8 | 书   |
      | 3  | 车六进二 | d6d8 | 书   |
      | 4  | 士5退4   | e8d9 | 书   |
      | 5  | 车四退二 | f8f6 | 书   |
      | 6  | 士6进5   | f9e8 | 书   |
      | 7  | 车四进二 | f6f8 | 书   |
      | 8  | 士5退6   | e8f9 | 书   |
      | 9  | 车六退二 | d8d6 | 书   |
      | 10 | 士4进5   | d9e8 | 书   |
    Then 第 8 着后局面第 3 次出现
    And 按 "wxf-2018" 裁决为 "draw"
