# language: en
# (Gherkin keywords in English: Cucumber 7.34.2 cannot run zh-CN features, see features/repetition/README.md.)
# Each scenario names its case and quotes the book; the steps read the position, moves, trigger, labels and expected
# verdicts from casebook/repetition/<id>.yaml (the one source of truth, read by org.xqverifier.casebook.CaseFile).
@repetition
Feature: 世界象棋联合会 2018 棋例细则图例（WXF 2018 = 亚洲象棋规则第四次修订本）
  局面与裁决取自 casebook-sources/wxf-candidates.yaml（第三方据 WXF 2018 图例转录，已复核合法性）。
  转录的着法不足三次循环时，按其循环补足，补着标“补”。

  @wxf-2018 @figure-D2 @adopted
  Scenario: WXF D2 一子长将，无论任何情况均须变着
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D2（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D2"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D3 @adopted
  Scenario: WXF D3 两子交替长将亦须变着
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D3（完全相同）。
    Given 案例 "wxf-D3"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D4 @adopted
  Scenario: WXF D4 双方循环长将（解将还将）作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D4（完全相同）。
    补着：The transcription lists 8 plies; plies 9–9 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D4"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D5 @adopted
  Scenario: WXF D5 二将一还将，长将者作负
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D5（完全相同）。
    Given 案例 "wxf-D5"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D7 @adopted
  Scenario: WXF D7 长杀作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D7（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D7"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D11 @adopted
  Scenario: WXF D11 一将一杀作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D11（完全相同）。
    Given 案例 "wxf-D11"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D13 @adopted
  Scenario: WXF D13 一将一捉作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D13（完全相同）。
    补着：The transcription lists 11 plies; plies 12–17 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D13"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D14 @adopted
  Scenario: WXF D14 一将一闲作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D14（完全相同）。
    补着：The transcription lists 6 plies; plies 7–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D14"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D26 @adopted
  Scenario: WXF D26 一炮分捉两车作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D26（完全相同）。
    补着：The transcription lists 11 plies; plies 12–17 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D26"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D36 @adopted
  Scenario: WXF D36 车长捉无根炮作负（炮分捉两马亦然）
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D36（完全相同）。
    补着：The transcription lists 8 plies; plies 9–9 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D36"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D71-75a @adopted
  Scenario: WXF D71-75(a) 帅长捉而双马亦长捉作负
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D71-75(a)（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D71-75a"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D71-75d @adopted
  Scenario: WXF D71-75(d) 兵长捉而双炮亦长捉作负
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D71-75(d)（完全相同）。
    Given 案例 "wxf-D71-75d"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D105 @adopted
  Scenario: WXF D105 长捉举例（兵移断炮架）
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected red-must-change; the article is from federations.md §2.1)
    局面：采用 WXF D105 (appendix: example of perpetual chase)（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D105"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D106 @adopted
  Scenario: WXF D106 非长捉举例
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D106 (appendix: example of non-perpetual chase)（完全相同）。
    补着：The transcription lists 7 plies; plies 8–8 repeat its cycle so that a position stands on the board a third time.
    Given 案例 "wxf-D106"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @figure-D107 @adopted
  Scenario: WXF D107/D108? 互相长捉作和
    棋书：(no text: wxf-candidates.yaml gives the ruling only: expected draw; the article is from federations.md §2.1)
    局面：采用 WXF D107/D108? (mutual perpetual chase)（完全相同）。
    Given 案例 "wxf-D107"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 裁决如案例所载

  @wxf-2018 @tw-2007 @constructed
  Scenario: 车牵制象，象保之炮成假根——车平中捉炮，退回为闲，作和
    局面：自构（一个读法的探针局面，非棋书图例）。wxf-2018 有 root_pinned_by_the_attacker_is_false 一行，tw-2007 无此行。
    补着：循环走两遍，使开局局面第三次出现。
    Given 案例 "wxf-probe-23-12"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "wxf-2018" 各着的标签如棋书所说
    And 按 "wxf-2018" 裁决如案例所载
    And 按 "tw-2007" 裁决如案例所载
