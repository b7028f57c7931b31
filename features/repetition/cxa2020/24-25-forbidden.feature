# language: en
# 关键字用英文：Cucumber 7.34.2 无法运行 zh-CN 的 feature（Runner.localeForPickle 用 Locale.Builder.setLanguage("zh-CN")，
# 抛出 IllformedLocaleException），场景名、说明与步骤文字仍用中文。Cucumber 修复后可把关键字换回 功能/场景/假如/当/并且/那么/而且。
# 中国象棋协会《象棋竞赛规则（2020）》棋例图例的判例集。每个场景的判定与裁决都取自书中文字（案例数据中的 book_text），
# 不是运行程序得到的。案例数据：casebook/repetition/cxa2020/；数据本身（局面、着法合法、中文与 ICCS 一致、第三次重复）
# 由 CxaCasebookDataTest 现在就在棋盘上检查。
# 标 @skip 的场景上方注释写明原因（skip: cxa-2020 edition not built yet (issue 4)），该版本建成后去掉 @skip。
@cxa-2020
Feature: 第24条 禁止着法与第25条 棋例总纲：长将、长杀、一将一捉
  图6–8、16、17、29：单方面长将在任何情况下都不允许（25.1）；长杀、长捉以及一将一杀、一将一捉、一杀一捉为禁止着法（24.13），
  其余为允许着法（24.14）；一方禁止、一方允许，禁止方变着，不变作负（25.3）。

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-6 @adopted @skip
  Scenario: 图6 单方面长将，虽无从变着亦不允许——红方作负
    书中图6：“尽管红方只有车能走动，无从变着，但在任何情况下均不允许单方面长将，红方作负。”
    条文：24.1、24.9、25.1。案例数据：casebook/repetition/cxa2020/cxa2020-fig-6.yaml（adopted: CXA 2020 图6 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-6"的局面为"2b6/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w"
    When 依次走子"f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车四平五 | f0e0 | 将   | 书中所印 |
      | 2  | 黑 | 将5平6   | e8f8 | 闲   | 书中所印 |
      | 3  | 红 | 车五平四 | e0f0 | 将   | 书中所印 |
      | 4  | 黑 | 将6平5   | f8e8 | 闲   | 书中所印 |
      | 5  | 红 | 车四平五 | f0e0 | 将   | 续走     |
      | 6  | 黑 | 将5平6   | e8f8 | 闲   | 续走     |
      | 7  | 红 | 车五平四 | e0f0 | 将   | 续走     |
      | 8  | 黑 | 将6平5   | f8e8 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-7 @adopted @skip
  Scenario: 图7 不能离线：红方长杀，黑方长拦——红方变着
    书中图7（不能离线）：“红方两着平炮步步伏杀，属长杀。黑方两着平车拦阻看似捉炮，实则不能离线吃炮（红车可垫将还杀），判长拦。红方长杀，黑方长拦。红方变着，不变作负。”
    条文：24.2、24.6、24.8、24.10、24.12、24.13、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-7.yaml（adopted: CXA 2020 图7 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-7"的局面为"2bak1c2/4aRN1r/4b4/9/9/9/3pp4/2n1B4/9/2B1K3C w"
    When 依次走子"i0h0 i8h8 h0i0 h8i8 i0h0 i8h8 h0i0 h8i8"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 炮一平二 | i0h0 | 杀   | 书中所印 |
      | 2  | 黑 | 车9平8   | i8h8 | 拦   | 书中所印 |
      | 3  | 红 | 炮二平一 | h0i0 | 杀   | 书中所印 |
      | 4  | 黑 | 车8平9   | h8i8 | 拦   | 书中所印 |
      | 5  | 红 | 炮一平二 | i0h0 | 杀   | 续走     |
      | 6  | 黑 | 车9平8   | i8h8 | 拦   | 续走     |
      | 7  | 红 | 炮二平一 | h0i0 | 杀   | 续走     |
      | 8  | 黑 | 车8平9   | h8i8 | 拦   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-8 @adopted @skip
  Scenario: 图8 红方一捉一将，黑方一捉一闲——红方变着
    书中图8：“红方一捉一将，黑方一捉一闲，红方变着，不变作负。”
    条文：24.1、24.3、24.13、24.14、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-8.yaml（adopted: CXA 2020 图8 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-8"的局面为"3a3R1/3Nck3/3ab4/P4r3/9/8p/2p5n/C3BA2B/4A4/4K4 w"
    When 依次走子"h9h3 f8f9 h3h9 f9f8 h9h3 f8f9 h3h9 f9f8"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车二退六 | h9h3 | 捉   | 书中所印 |
      | 2  | 黑 | 将6退1   | f8f9 | 捉   | 书中所印 |
      | 3  | 红 | 车二进六 | h3h9 | 将   | 书中所印 |
      | 4  | 黑 | 将6进1   | f9f8 | 闲   | 书中所印 |
      | 5  | 红 | 车二退六 | h9h3 | 捉   | 续走     |
      | 6  | 黑 | 将6退1   | f8f9 | 捉   | 续走     |
      | 7  | 红 | 车二进六 | h3h9 | 将   | 续走     |
      | 8  | 黑 | 将6进1   | f9f8 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-16 @adopted @skip
  Scenario: 图16 一将一抽车：退车伏抽吃判捉——红方一将一捉，黑方一闲一捉，红方变着
    书中图16：“红方一将一抽车，黑方将 6 退 1 避抽后，车可以吃兵，判“捉”。红方一将一捉，黑方一闲一捉，红方变着，不变作负。”
    条文：24.1、24.3、24.13、24.14、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-16.yaml（adopted: CXA 2020 图16 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-16"的局面为"3a1k3/4a4/3cb4/P2rp2R1/6b2/9/9/5C3/4A4/4KA3 w"
    When 依次走子"h6h9 f9f8 h9h6 f8f9 h6h9 f9f8 h9h6 f8f9"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车二进三 | h6h9 | 将   | 书中所印 |
      | 2  | 黑 | 将6进1   | f9f8 | 闲   | 书中所印 |
      | 3  | 红 | 车二退三 | h9h6 | 捉   | 书中所印 |
      | 4  | 黑 | 将6退1   | f8f9 | 捉   | 书中所印 |
      | 5  | 红 | 车二进三 | h6h9 | 将   | 续走     |
      | 6  | 黑 | 将6进1   | f9f8 | 闲   | 续走     |
      | 7  | 红 | 车二退三 | h9h6 | 捉   | 续走     |
      | 8  | 黑 | 将6退1   | f8f9 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-17 @adopted @skip
  Scenario: 图17 帅将应将后产生的捉、杀为闲——红方一将一捉，黑方一闲一杀，红方变着
    书中图17：“红方后车退一，如黑方吃车则双车尽失，判“捉”。黑方将 4 进 1，走动帅（将）应将后产生的“捉”、“杀”为“闲”。红方一将一捉，黑方一闲一杀，红方变着，不变判负。”
    条文：24.1、24.2、24.3、24.8、24.13、24.14、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-17.yaml（adopted: CXA 2020 图17 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-17"的局面为"1R3a3/3ka4/bRr4r1/p3p3P/4c4/6B2/9/3A5/9/4KA3 w"
    When 依次走子"b7b8 d8d7 b8b7 d7d8 b7b8 d8d7 b8b7 d7d8"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 后车进一 | b7b8 | 将   | 书中所印 |
      | 2  | 黑 | 将4进1   | d8d7 | 闲   | 书中所印 |
      | 3  | 红 | 后车退一 | b8b7 | 捉   | 书中所印 |
      | 4  | 黑 | 将4退1   | d7d8 | 杀   | 书中所印 |
      | 5  | 红 | 后车进一 | b7b8 | 将   | 续走     |
      | 6  | 黑 | 将4进1   | d8d7 | 闲   | 续走     |
      | 7  | 红 | 后车退一 | b8b7 | 捉   | 续走     |
      | 8  | 黑 | 将4退1   | d7d8 | 杀   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-29 @adopted @skip
  Scenario: 图29 不能离线：红方长兑，黑方长杀——黑方变着
    书中图29（不能离线）：“红方长兑，黑方长杀。黑方变着，不变作负。本局红方首着如改走车五平二，因黑方8路车不能离线，判杀。如续走车8平7，车二平三，车7平8，其结论即为：红方长杀，黑方长杀，双方不变作和。”
    条文：24.2、24.4、24.8、24.10、24.12、24.13、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-29a.yaml（adopted: CXA 2020 图29 (third-party transcription)）。
    第7–13着不在书中：按书中的循环续走，使第1着后的局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-29a"的局面为"2bak2r1/4aP3/4b4/2r1C4/4P4/2B6/4R3R/B8/1p7/c3K4 w"
    When 依次走子"i3h3 h9i9 h3i3 i9g9 i3g3 g9h9 g3h3 h9i9 h3i3 i9g9 i3g3 g9h9 g3h3"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车一平二 | i3h3 | 兑   | 书中所印 |
      | 2  | 黑 | 车8平9   | h9i9 | 杀   | 书中所印 |
      | 3  | 红 | 车二平一 | h3i3 | 兑   | 书中所印 |
      | 4  | 黑 | 车9平7   | i9g9 | 杀   | 书中所印 |
      | 5  | 红 | 车一平三 | i3g3 | 兑   | 书中所印 |
      | 6  | 黑 | 车7平8   | g9h9 | 杀   | 书中所印 |
      | 7  | 红 | 车三平二 | g3h3 | 兑   | 续走     |
      | 8  | 黑 | 车8平9   | h9i9 | 杀   | 续走     |
      | 9  | 红 | 车二平一 | h3i3 | 兑   | 续走     |
      | 10 | 黑 | 车9平7   | i9g9 | 杀   | 续走     |
      | 11 | 红 | 车一平三 | i3g3 | 兑   | 续走     |
      | 12 | 黑 | 车7平8   | g9h9 | 杀   | 续走     |
      | 13 | 红 | 车三平二 | g3h3 | 兑   | 续走     |
    And 第1着后的局面在第13着第三次出现
    And 裁决为"black-must-change"
