# language: en
# 关键字用英文：Cucumber 7.34.2 无法运行 zh-CN 的 feature（Runner.localeForPickle 用 Locale.Builder.setLanguage("zh-CN")，
# 抛出 IllformedLocaleException），场景名、说明与步骤文字仍用中文。Cucumber 修复后可把关键字换回 功能/场景/假如/当/并且/那么/而且。
# 中国象棋协会《象棋竞赛规则（2020）》棋例图例的判例集。每个场景的判定与裁决都取自书中文字（案例数据中的 book_text），
# 不是运行程序得到的。案例数据：casebook/repetition/cxa2020/；数据本身（局面、着法合法、中文与 ICCS 一致、第三次重复）
# 由 CxaCasebookDataTest 现在就在棋盘上检查。
# 标 @skip 的场景上方注释写明原因（skip: cxa-2020 edition not built yet (issue 4)），该版本建成后去掉 @skip。
@cxa-2020
Feature: 第24条 术语：捉、兑、跟、闲与将、杀的判定
  图2–5、9、12、13、18、30（及其变例）：书中对每一着标注“将、杀、捉、兑、拦、闲”。
  捉以“走后能否得子”为准（24.3：直接、闪击、联合、将军得子、完整交换）；兑、献、拦、跟均为闲（24.8）。
  双方均为允许着法的循环，不变作和（25.2）；一方禁止、一方允许，禁止方变着（25.3）。

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-2 @adopted @skip
  Scenario: 图2 红马进退长捉黑车，黑方一捉一兑——红方变着
    书中图2：“红方退马打车，判捉，而进马伏下一步卧槽“将军”弃马得车，判捉。红方长捉，黑方一捉一兑，红方变着，不变作负。”
    条文：24.3、24.4、24.8、24.11、24.13、24.14、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-2.yaml（adopted: CXA 2020 图2 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-2"的局面为"1r2kab1r/2c1a4/n1c1b1n2/4p2N1/p1p6/1C4P2/P1P1P4/2N1B3C/4A4/1RBAK2R1 w"
    When 依次走子"h6i4 i9h9 i4h6 h9i9 h6i4 i9h9 i4h6 h9i9"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 马二退一 | h6i4 | 捉   | 书中所印 |
      | 2  | 黑 | 车9平8   | i9h9 | 兑   | 书中所印 |
      | 3  | 红 | 马一进二 | i4h6 | 捉   | 书中所印 |
      | 4  | 黑 | 车8平9   | h9i9 | 捉   | 书中所印 |
      | 5  | 红 | 马二退一 | h6i4 | 捉   | 续走     |
      | 6  | 黑 | 车9平8   | i9h9 | 兑   | 续走     |
      | 7  | 红 | 马一进二 | i4h6 | 捉   | 续走     |
      | 8  | 黑 | 车8平9   | h9i9 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-4 @adopted @skip
  Scenario: 图4 退马捉象，进马伏以炮换马多得一卒——红方长捉，黑方两闲，红方变着
    书中图4：“红方退马捉象，进马则伏以炮换马多得一卒，判捉。红方长捉，黑方两闲，红方变着，不变作负。”
    条文：24.3、24.8、24.11、24.13、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-4.yaml（adopted: CXA 2020 图4 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-4"的局面为"4k4/4a4/4ba2b/5N3/2n5C/4p2p1/P4n3/4BA3/4A4/2B1K4 w"
    When 依次走子"f6d5 i7g5 d5f6 g5i7 f6d5 i7g5 d5f6 g5i7"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 马四退六 | f6d5 | 捉   | 书中所印 |
      | 2  | 黑 | 象9进7   | i7g5 | 闲   | 书中所印 |
      | 3  | 红 | 马六进四 | d5f6 | 捉   | 书中所印 |
      | 4  | 黑 | 象7退9   | g5i7 | 闲   | 书中所印 |
      | 5  | 红 | 马四退六 | f6d5 | 捉   | 续走     |
      | 6  | 黑 | 象9进7   | i7g5 | 闲   | 续走     |
      | 7  | 红 | 马六进四 | d5f6 | 捉   | 续走     |
      | 8  | 黑 | 象7退9   | g5i7 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-5 @adopted @skip
  Scenario: 图5 吃士的结果未因退车而改变——红方一将一闲，黑方两闲，双方不变作和
    书中图5：“红方退车前就可吃底士，退车后吃士结果没有发生变化，红方一将一闲，黑方两闲，双方不变作和。”
    条文：24.1、24.3、24.8、24.14、25.2。案例数据：casebook/repetition/cxa2020/cxa2020-fig-5.yaml（adopted: CXA 2020 图5 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-5"的局面为"2R2a3/4k4/3a5/9/8p/9/1p1rpn3/3CB4/4A4/2B1KA3 w"
    When 依次走子"c9c4 e8e9 c4c9 e9e8 c9c4 e8e9 c4c9 e9e8"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车七退五 | c9c4 | 闲   | 书中所印 |
      | 2  | 黑 | 将5退1   | e8e9 | 闲   | 书中所印 |
      | 3  | 红 | 车七进五 | c4c9 | 将   | 书中所印 |
      | 4  | 黑 | 将5进1   | e9e8 | 闲   | 书中所印 |
      | 5  | 红 | 车七退五 | c9c4 | 闲   | 续走     |
      | 6  | 黑 | 将5退1   | e8e9 | 闲   | 续走     |
      | 7  | 红 | 车七进五 | c4c9 | 将   | 续走     |
      | 8  | 黑 | 将5进1   | e9e8 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"draw"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-9 @adopted @skip
  Scenario: 图9 进马邀兑为闲——红方一捉一闲，黑方两捉，黑方变着
    书中图9：“红方一捉一闲，黑方两捉，黑方变着，不变作负。”
    条文：24.3、24.4、24.8、24.11、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-9.yaml（adopted: CXA 2020 图9 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-9"的局面为"r1b1kab2/4a4/2n6/p3p2Rp/2p1P4/6N2/P1P5P/2N1C4/3RA4/1cBAK1c1r w"
    When 依次走子"g4h2 i0h0 h2g4 h0i0 g4h2 i0h0 h2g4 h0i0"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 马三退二 | g4h2 | 捉   | 书中所印 |
      | 2  | 黑 | 车9平8   | i0h0 | 捉   | 书中所印 |
      | 3  | 红 | 马二进三 | h2g4 | 兑   | 书中所印 |
      | 4  | 黑 | 车8平9   | h0i0 | 捉   | 书中所印 |
      | 5  | 红 | 马三退二 | g4h2 | 捉   | 续走     |
      | 6  | 黑 | 车9平8   | i0h0 | 捉   | 续走     |
      | 7  | 红 | 马二进三 | h2g4 | 兑   | 续走     |
      | 8  | 黑 | 车8平9   | h0i0 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-12 @adopted @skip
  Scenario: 图12 红方两闲，黑方两捉——黑方变着
    书中图12：“红方两闲，黑方两捉，黑方变着，不变作负。”
    条文：24.3、24.8、24.11、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-12.yaml（adopted: CXA 2020 图12 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-12"的局面为"3k2P2/P3a4/6rc1/8R/9/9/9/B3B4/4A4/4KA3 w"
    When 依次走子"i6h6 h7i7 h6i6 i7h7 i6h6 h7i7 h6i6 i7h7"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车一平二 | i6h6 | 闲   | 书中所印 |
      | 2  | 黑 | 炮8平9   | h7i7 | 捉   | 书中所印 |
      | 3  | 红 | 车二平一 | h6i6 | 闲   | 书中所印 |
      | 4  | 黑 | 炮9平8   | i7h7 | 捉   | 书中所印 |
      | 5  | 红 | 车一平二 | i6h6 | 闲   | 续走     |
      | 6  | 黑 | 炮8平9   | h7i7 | 捉   | 续走     |
      | 7  | 红 | 车二平一 | h6i6 | 闲   | 续走     |
      | 8  | 黑 | 炮9平8   | i7h7 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-13 @adopted @skip
  Scenario: 图13 自毙：将军造成对方有杀，应将为闲；平车邀兑——双方不变作和
    书中图13：“红方车五平六将军，造成黑方车 5 平 6 有杀，属红方自毙。黑方进将为“闲”。红车平中路，判“兑”。如黑方中炮无根，红方车六平五判“捉”。红方一将一兑，黑方两闲，双方不变作和。”
    条文：24.1、24.4、24.8、24.18、25.2。案例数据：casebook/repetition/cxa2020/cxa2020-fig-13.yaml（adopted: CXA 2020 图13 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-13"的局面为"3k1ab2/4a4/4c4/4R3p/3PC4/4r4/8P/9/9/5K3 w"
    When 依次走子"e6d6 d9e9 d6e6 e9d9 e6d6 d9e9 d6e6 e9d9"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车五平六 | e6d6 | 将   | 书中所印 |
      | 2  | 黑 | 将4平5   | d9e9 | 闲   | 书中所印 |
      | 3  | 红 | 车六平五 | d6e6 | 兑   | 书中所印 |
      | 4  | 黑 | 将5平4   | e9d9 | 闲   | 书中所印 |
      | 5  | 红 | 车五平六 | e6d6 | 将   | 续走     |
      | 6  | 黑 | 将4平5   | d9e9 | 闲   | 续走     |
      | 7  | 红 | 车六平五 | d6e6 | 兑   | 续走     |
      | 8  | 黑 | 将5平4   | e9d9 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"draw"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-18 @adopted @skip
  Scenario: 图18 一将一跟，附带捉象按闲处理——红方一将一闲，黑方一杀一闲，双方不变作和
    书中图18：“红方一将一跟，占据守和要点，附带产生的捉象按“闲”着处理。红方一将一闲，黑方一杀一闲，双方不变作和。”
    条文：24.1、24.2、24.7、24.8、24.14、25.2。案例数据：casebook/repetition/cxa2020/cxa2020-fig-18.yaml（adopted: CXA 2020 图18 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-18"的局面为"3k1a3/4a4/b3b4/9/9/4R4/4n4/3Ar4/3KA4/9 w"
    When 依次走子"e4d4 d9e9 d4e4 e9d9 e4d4 d9e9 d4e4 e9d9"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车五平六 | e4d4 | 将   | 书中所印 |
      | 2  | 黑 | 将4平5   | d9e9 | 闲   | 书中所印 |
      | 3  | 红 | 车六平五 | d4e4 | 闲   | 书中所印 |
      | 4  | 黑 | 将5平4   | e9d9 | 杀   | 书中所印 |
      | 5  | 红 | 车五平六 | e4d4 | 将   | 续走     |
      | 6  | 黑 | 将4平5   | d9e9 | 闲   | 续走     |
      | 7  | 红 | 车六平五 | d4e4 | 闲   | 续走     |
      | 8  | 黑 | 将5平4   | e9d9 | 杀   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"draw"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-30 @adopted @skip
  Scenario: 图30 红方一捉一兑，黑方一兑一捉——双方不变作和
    书中图30：“红方一捉一兑，黑方一兑一捉，双方不变作和。如黑方3路马改为7路对称位置，则黑方车6退4，判捉。红方一捉一闲，黑方长捉。黑方变着，不变作负。”
    条文：24.3、24.4、24.8、24.14、25.2。案例数据：casebook/repetition/cxa2020/cxa2020-fig-30a.yaml（adopted: CXA 2020 图30 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-30a"的局面为"2bakab2/9/2n1c3c/pCp1N3p/7n1/2P6/P3P1P1P/4CrN2/9/1RBAKAB2 w"
    When 依次走子"b6b2 f2f6 b2b6 f6f2 b6b2 f2f6 b2b6 f6f2"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 炮八退四 | b6b2 | 捉   | 书中所印 |
      | 2  | 黑 | 车6退4   | f2f6 | 兑   | 书中所印 |
      | 3  | 红 | 炮八进四 | b2b6 | 兑   | 书中所印 |
      | 4  | 黑 | 车6进4   | f6f2 | 捉   | 书中所印 |
      | 5  | 红 | 炮八退四 | b6b2 | 捉   | 续走     |
      | 6  | 黑 | 车6退4   | f2f6 | 兑   | 续走     |
      | 7  | 红 | 炮八进四 | b2b6 | 兑   | 续走     |
      | 8  | 黑 | 车6进4   | f6f2 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"draw"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-30 @adopted @variant @skip
  Scenario: 图30变例：黑方3路马改为7路对称位置，车6退4判捉——红方一捉一闲，黑方长捉，黑方变着
    书中图30（变例）：“黑方3路马改为7路对称位置，则黑方车6退4，判捉。红方一捉一闲，黑方长捉。黑方变着，不变作负。”
    条文：24.3、24.4、24.8、24.11、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-30b.yaml（adopted: CXA 2020 图30 (third-party transcription), Black's 3路 horse moved to the symmetric 7路 point as the book's text says）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-30b"的局面为"2bakab2/9/4c1n1c/pCp1N3p/7n1/2P6/P3P1P1P/4CrN2/9/1RBAKAB2 w"
    When 依次走子"b6b2 f2f6 b2b6 f6f2 b6b2 f2f6 b2b6 f6f2"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据       |
      | 1  | 红 | 炮八退四 | b6b2 | 捉   | 据书中结论 |
      | 2  | 黑 | 车6退4   | f2f6 | 捉   | 据书中结论 |
      | 3  | 红 | 炮八进四 | b2b6 | 闲   | 据书中结论 |
      | 4  | 黑 | 车6进4   | f6f2 | 捉   | 据书中结论 |
      | 5  | 红 | 炮八退四 | b6b2 | 捉   | 续走       |
      | 6  | 黑 | 车6退4   | f2f6 | 捉   | 续走       |
      | 7  | 红 | 炮八进四 | b2b6 | 闲   | 续走       |
      | 8  | 黑 | 车6进4   | f6f2 | 捉   | 续走       |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"
