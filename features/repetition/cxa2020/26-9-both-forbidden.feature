# language: en
# 关键字用英文：Cucumber 7.34.2 无法运行 zh-CN 的 feature（Runner.localeForPickle 用 Locale.Builder.setLanguage("zh-CN")，
# 抛出 IllformedLocaleException），场景名、说明与步骤文字仍用中文。Cucumber 修复后可把关键字换回 功能/场景/假如/当/并且/那么/而且。
# 中国象棋协会《象棋竞赛规则（2020）》棋例图例的判例集。每个场景的判定与裁决都取自书中文字（案例数据中的 book_text），
# 不是运行程序得到的。案例数据：casebook/repetition/cxa2020/；数据本身（局面、着法合法、中文与 ICCS 一致、第三次重复）
# 由 CxaCasebookDataTest 现在就在棋盘上检查。
# 标 @skip 的场景上方注释写明原因（skip: cxa-2020 edition not built yet (issue 4)），该版本建成后去掉 @skip。
@cxa-2020
Feature: 第26条 26.9 双方均为禁止着法：长捉车、长捉无根子与联合捉、捉少根子
  图3、10、11、19、25–29、参考图39：双方都走禁止着法时比较轻重。
  从书中的判例看：一方每着都是单子捉车或捉无根子，另一方的循环含联合捉或捉少根子，则前者变着；其余情况不变作和。
  26.9 的条文未能取得，此归纳为推断（见 casebook/repetition/cxa2020/INTERPRETATION.md 与 ranking-26.9.yaml）。

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-3 @adopted @skip
  Scenario: 图3 断根捉与连续将军得车：红方长捉无根子，黑方长捉车——双方不变作和
    书中图3：“红方进相、退相为断根捉马。黑方车7平8后，可以下一着开始运用连续将军得车，判捉。红方长捉无根子，黑方长捉车，双方不变作和。”
    条文：24.3、24.11、24.13、24.15、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-3.yaml（adopted: CXA 2020 图3 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-3"的局面为"5a3/5k3/4P4/p7p/9/8P/P8/4B4/2nRA2r1/2BAK4 w"
    When 依次走子"e2g0 h1g1 g0e2 g1h1 e2g0 h1g1 g0e2 g1h1"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 相五退三 | e2g0 | 捉   | 书中所印 |
      | 2  | 黑 | 车8平7   | h1g1 | 捉   | 书中所印 |
      | 3  | 红 | 相三进五 | g0e2 | 捉   | 书中所印 |
      | 4  | 黑 | 车7平8   | g1h1 | 捉   | 书中所印 |
      | 5  | 红 | 相五退三 | e2g0 | 捉   | 续走     |
      | 6  | 黑 | 车8平7   | h1g1 | 捉   | 续走     |
      | 7  | 红 | 相三进五 | g0e2 | 捉   | 续走     |
      | 8  | 黑 | 车7平8   | g1h1 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"draw"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-10 @adopted @skip
  Scenario: 图10 红方长捉车，黑方一着捉无根子、一着车炮联合捉子——红方变着
    书中图10：“红方进马、退马长捉黑车，黑方车一步捉无根子，另一步为车炮联合捉子，红方变着，不变作负”
    条文：24.3、24.11、24.15、24.17、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-10.yaml（adopted: CXA 2020 图10 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-10"的局面为"2b1ka3/4a4/n1c1b1n2/p1r1p3p/6p2/5N1R1/P3P3P/2N1B2C1/4A4/2BAK4 w"
    When 依次走子"c2d4 c6c4 d4c2 c4c6 c2d4 c6c4 d4c2 c4c6"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 马七进六 | c2d4 | 捉   | 书中所印 |
      | 2  | 黑 | 车3进2   | c6c4 | 捉   | 书中所印 |
      | 3  | 红 | 马六退七 | d4c2 | 捉   | 书中所印 |
      | 4  | 黑 | 车3退2   | c4c6 | 捉   | 书中所印 |
      | 5  | 红 | 马七进六 | c2d4 | 捉   | 续走     |
      | 6  | 黑 | 车3进2   | c6c4 | 捉   | 续走     |
      | 7  | 红 | 马六退七 | d4c2 | 捉   | 续走     |
      | 8  | 黑 | 车3退2   | c4c6 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-11 @adopted @skip
  Scenario: 图11 红方车炮联合捉子，黑方长捉无根子——黑方变着
    书中图11：“红方车炮联合捉子，黑方长捉无根子，黑方变着，不变作负”
    条文：24.3、24.11、24.15、24.17、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-11.yaml（adopted: CXA 2020 图11 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-11"的局面为"1Cbak4/1r2a4/c3b4/p8/2p1R4/6P1P/2P6/4B4/4A4/2BAK4 w"
    When 依次走子"b9a9 b8a8 a9b9 a8b8 b9a9 b8a8 a9b9 a8b8"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 炮八平九 | b9a9 | 捉   | 书中所印 |
      | 2  | 黑 | 车2平1   | b8a8 | 捉   | 书中所印 |
      | 3  | 红 | 炮九平八 | a9b9 | 捉   | 书中所印 |
      | 4  | 黑 | 车1平2   | a8b8 | 捉   | 书中所印 |
      | 5  | 红 | 炮八平九 | b9a9 | 捉   | 续走     |
      | 6  | 黑 | 车2平1   | b8a8 | 捉   | 续走     |
      | 7  | 红 | 炮九平八 | a9b9 | 捉   | 续走     |
      | 8  | 黑 | 车1平2   | a8b8 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-19 @adopted @skip
  Scenario: 图19 红方一将一捉，黑方长杀——双方不变作和
    书中图19：“红方一将一捉，黑炮平2是做杀，平4应将后增加了黑马退6的杀着。红方一将一捉，黑方长杀，双方不变作和。”
    条文：24.1、24.2、24.3、24.10、24.13、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-19.yaml（adopted: CXA 2020 图19 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-19"的局面为"5aR2/3ka4/3cc4/3R5/9/2P3p2/2r6/4B4/4A2n1/2B1KA3 w"
    When 依次走子"d6e6 d7b7 e6d6 b7d7 d6e6 d7b7 e6d6 b7d7"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车六平五 | d6e6 | 捉   | 书中所印 |
      | 2  | 黑 | 炮4平2   | d7b7 | 杀   | 书中所印 |
      | 3  | 红 | 车五平六 | e6d6 | 将   | 书中所印 |
      | 4  | 黑 | 炮2平4   | b7d7 | 杀   | 书中所印 |
      | 5  | 红 | 车六平五 | d6e6 | 捉   | 续走     |
      | 6  | 黑 | 炮4平2   | d7b7 | 杀   | 续走     |
      | 7  | 红 | 车五平六 | e6d6 | 将   | 续走     |
      | 8  | 黑 | 炮2平4   | b7d7 | 杀   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"draw"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-25 @adopted @skip
  Scenario: 图25 红方联合捉子，黑方长捉车——黑方变着
    书中图25：“红方联合捉子，黑方长捉车，黑方变着，不变作负。”
    条文：24.3、24.11、24.17、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-25.yaml（adopted: CXA 2020 图25 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-25"的局面为"1R1nka3/4ac3/b3b4/p1P1p3p/5n1rc/3R5/P2CP1P2/2N1BCr2/4A4/4KAB2 w"
    When 依次走子"d4d5 f5g7 d5d4 g7f5 d4d5 f5g7 d5d4 g7f5"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车六进一 | d4d5 | 捉   | 书中所印 |
      | 2  | 黑 | 马6退7   | f5g7 | 捉   | 书中所印 |
      | 3  | 红 | 车六退一 | d5d4 | 捉   | 书中所印 |
      | 4  | 黑 | 马7进6   | g7f5 | 捉   | 书中所印 |
      | 5  | 红 | 车六进一 | d4d5 | 捉   | 续走     |
      | 6  | 黑 | 马6退7   | f5g7 | 捉   | 续走     |
      | 7  | 红 | 车六退一 | d5d4 | 捉   | 续走     |
      | 8  | 黑 | 马7进6   | g7f5 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-26 @adopted @skip
  Scenario: 图26 红方一着捉无根子、一着捉少根子，黑方长捉车——黑方变着
    书中图26：“红方一着捉无根子，一着捉少根子，黑方长捉车，黑方变着，不变作负。红方一着捉无根子，一着捉少根子 无需变着”
    条文：24.3、24.11、24.15、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-26.yaml（adopted: CXA 2020 图26 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-26"的局面为"2baka2r/9/2n1b4/2p1p4/9/3Rc1Pc1/4C1n2/3NB1NC1/4A4/4KAB2 w"
    When 依次走子"d4d7 h4h7 d7d4 h7h4 d4d7 h4h7 d7d4 h7h4"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车六进三 | d4d7 | 捉   | 书中所印 |
      | 2  | 黑 | 炮8退3   | h4h7 | 捉   | 书中所印 |
      | 3  | 红 | 车六退三 | d7d4 | 捉   | 书中所印 |
      | 4  | 黑 | 炮8进3   | h7h4 | 捉   | 书中所印 |
      | 5  | 红 | 车六进三 | d4d7 | 捉   | 续走     |
      | 6  | 黑 | 炮8退3   | h4h7 | 捉   | 续走     |
      | 7  | 红 | 车六退三 | d7d4 | 捉   | 续走     |
      | 8  | 黑 | 炮8进3   | h7h4 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-27 @adopted @skip
  Scenario: 图27 红方长捉无根子，黑方车炮联合捉子——红方变着
    书中图27：“红方长捉无根子，黑方车炮联合捉子，红方变着，不变作负”
    条文：24.3、24.11、24.15、24.17、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-27.yaml（adopted: CXA 2020 图27 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-27"的局面为"c4k3/4a4/b4a3/1Np5p/6p2/9/6P2/4B4/r3A4/N2RKA3 w"
    When 依次走子"b6c8 a9a8 c8b6 a8a9 b6c8 a9a8 c8b6 a8a9"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 马八进七 | b6c8 | 捉   | 书中所印 |
      | 2  | 黑 | 炮1进1   | a9a8 | 捉   | 书中所印 |
      | 3  | 红 | 马七退八 | c8b6 | 捉   | 书中所印 |
      | 4  | 黑 | 炮1退1   | a8a9 | 捉   | 书中所印 |
      | 5  | 红 | 马八进七 | b6c8 | 捉   | 续走     |
      | 6  | 黑 | 炮1进1   | a9a8 | 捉   | 续走     |
      | 7  | 红 | 马七退八 | c8b6 | 捉   | 续走     |
      | 8  | 黑 | 炮1退1   | a8a9 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-28 @adopted @skip
  Scenario: 图28 红方一着捉无根子、一着车炮联合捉子，黑方长捉车——黑方变着
    书中图28：“红方一着捉无根子，一着车炮联合捉子，黑方长捉车。黑方变着，不变作负。如黑方马3退5改马3进5，也为黑方变着。”
    条文：24.3、24.11、24.15、24.17、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-28.yaml（adopted: CXA 2020 图28 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-28"的局面为"CR1akab1r/9/2n1b1n2/2p5p/6p2/2P6/r3P1P1P/4CcN2/9/2BAK1BR1 w"
    When 依次走子"b9c9 c7e8 c9b9 e8c7 b9c9 c7e8 c9b9 e8c7"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车八平七 | b9c9 | 捉   | 书中所印 |
      | 2  | 黑 | 马3退5   | c7e8 | 捉   | 书中所印 |
      | 3  | 红 | 车七平八 | c9b9 | 捉   | 书中所印 |
      | 4  | 黑 | 马5进3   | e8c7 | 捉   | 书中所印 |
      | 5  | 红 | 车八平七 | b9c9 | 捉   | 续走     |
      | 6  | 黑 | 马3退5   | c7e8 | 捉   | 续走     |
      | 7  | 红 | 车七平八 | c9b9 | 捉   | 续走     |
      | 8  | 黑 | 马5进3   | e8c7 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-29 @adopted @variant @skip
  Scenario: 图29变例：红方首着改走车五平二，因黑车不能离线判杀——红方长杀，黑方长杀，双方不变作和
    书中图29（变例）（不能离线）：“红方首着如改走车五平二，因黑方8路车不能离线，判杀。如续走车8平7，车二平三，车7平8，其结论即为：红方长杀，黑方长杀，双方不变作和。”
    条文：24.2、24.10、24.13、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-fig-29b.yaml（adopted: CXA 2020 图29 (third-party transcription), Red's first move changed as the book's text says）。
    第5–6着是转录者在书中四着之后所加，第7–9着为续走：按书中的循环走到第1着后的局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-29b"的局面为"2bak2r1/4aP3/4b4/2r1C4/4P4/2B6/4R3R/B8/1p7/c3K4 w"
    When 依次走子"e3h3 h9g9 h3g3 g9h9 g3h3 h9g9 h3g3 g9h9 g3h3"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据       |
      | 1  | 红 | 车五平二 | e3h3 | 杀   | 据书中结论 |
      | 2  | 黑 | 车8平7   | h9g9 | 杀   | 据书中结论 |
      | 3  | 红 | 车二平三 | h3g3 | 杀   | 据书中结论 |
      | 4  | 黑 | 车7平8   | g9h9 | 杀   | 据书中结论 |
      | 5  | 红 | 车三平二 | g3h3 | 杀   | 据书中结论 |
      | 6  | 黑 | 车8平7   | h9g9 | 杀   | 据书中结论 |
      | 7  | 红 | 车二平三 | h3g3 | 杀   | 续走       |
      | 8  | 黑 | 车7平8   | g9h9 | 杀   | 续走       |
      | 9  | 红 | 车三平二 | g3h3 | 杀   | 续走       |
    And 第1着后的局面在第9着第三次出现
    And 裁决为"draw"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @ref-figure-39 @adopted @skip
  Scenario: 参考图39 不能离线：红方车马炮联合捉车，黑方长捉车——黑方变着
    书中参考图39（不能离线）：“红方车马炮联合联合捉车，黑方长捉车。黑方变着，不变作负。”
    条文：24.3、24.11、24.17、26.9。案例数据：casebook/repetition/cxa2020/cxa2020-ref-39.yaml（adopted: CXA 2020 参考图39 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-ref-39"的局面为"4kab2/4arNC1/4b1R2/4n4/2p3pc1/9/4P3P/4B4/4A4/2BAK4 w"
    When 依次走子"g7g6 e6f4 g6g7 f4e6 g7g6 e6f4 g6g7 f4e6"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车三退一 | g7g6 | 捉   | 书中所印 |
      | 2  | 黑 | 马5进6   | e6f4 | 捉   | 书中所印 |
      | 3  | 红 | 车三进一 | g6g7 | 捉   | 书中所印 |
      | 4  | 黑 | 马6退5   | f4e6 | 捉   | 书中所印 |
      | 5  | 红 | 车三退一 | g7g6 | 捉   | 续走     |
      | 6  | 黑 | 马5进6   | e6f4 | 捉   | 续走     |
      | 7  | 红 | 车三进一 | g6g7 | 捉   | 续走     |
      | 8  | 黑 | 马6退5   | f4e6 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"
