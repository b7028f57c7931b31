# language: en
# 关键字用英文：Cucumber 7.34.2 无法运行 zh-CN 的 feature（Runner.localeForPickle 用 Locale.Builder.setLanguage("zh-CN")，
# 抛出 IllformedLocaleException），场景名、说明与步骤文字仍用中文。Cucumber 修复后可把关键字换回 功能/场景/假如/当/并且/那么/而且。
# 中国象棋协会《象棋竞赛规则（2020）》棋例图例的判例集。每个场景的判定与裁决都取自书中文字（案例数据中的 book_text），
# 不是运行程序得到的。案例数据：casebook/repetition/cxa2020/；数据本身（局面、着法合法、中文与 ICCS 一致、第三次重复）
# 由 CxaCasebookDataTest 现在就在棋盘上检查。
# 标 @skip 的场景上方注释写明原因（skip: cxa-2020 edition not built yet (issue 4)），该版本建成后去掉 @skip。
@cxa-2020
Feature: 第26条 棋例细则：帅将与兵卒本身的捉、多重作用、交换价值与兵卒价值浮动
  图14、15：帅（将）、兵（卒）本身允许长捉，但其走动使他子产生的捉仍判捉。
  图20、21：一着有多重作用时按较重的作用判定（26.4：杀重于捉，捉重于闲；兑兼捉、献兼捉判捉）。
  图22–24：有根子、少根子与完整交换的计算，被牵子捉子，兵卒价值浮动（24.15–24.16，26.5–26.6）。

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-14 @adopted @skip
  Scenario: 图14 兵卒本身允许长捉：红方两着平兵捉车判闲，黑方长捉马——黑方变着
    书中图14：“红方两着平兵捉车，按照兵（卒）本身允许长捉的规定，判闲。黑方两着动车，属长捉红方三路马。红方两闲，黑方长捉。黑方变着，不变作负。”
    条文：24.3、24.11、26.1 (兵卒本身允许长捉; number inferred)、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-14.yaml（adopted: CXA 2020 图14 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-14"的局面为"1rb1kacn1/4a4/2n1b2r1/p1C1pRP1p/2p6/9/PcP1P3P/N3C1N2/9/1RBAKAB2 w"
    When 依次走子"g6h6 h7g7 h6g6 g7h7 g6h6 h7g7 h6g6 g7h7"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 兵三平二 | g6h6 | 闲   | 书中所印 |
      | 2  | 黑 | 车8平7   | h7g7 | 捉   | 书中所印 |
      | 3  | 红 | 兵二平三 | h6g6 | 闲   | 书中所印 |
      | 4  | 黑 | 车7平8   | g7h7 | 捉   | 书中所印 |
      | 5  | 红 | 兵三平二 | g6h6 | 闲   | 续走     |
      | 6  | 黑 | 车8平7   | h7g7 | 捉   | 续走     |
      | 7  | 红 | 兵二平三 | h6g6 | 闲   | 续走     |
      | 8  | 黑 | 车7平8   | g7h7 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-15 @adopted @skip
  Scenario: 图15 帅本身允许长捉，但帅走动后双马轮流捉卒判捉——红方变着
    书中图15：“帅（将）允许长捉，但走动后，双马也轮流捉卒，判“捉”。红方两捉，黑方两闲，红方变着，不变作负。”
    条文：24.3、24.11、26.1 (帅将本身允许长捉; number inferred)、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-15.yaml（adopted: CXA 2020 图15 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-15"的局面为"3a2b1r/4ak3/8b/9/9/9/9/B2NN3B/3K5/4p4 w"
    When 依次走子"d1e1 e0d0 e1d1 d0e0 d1e1 e0d0 e1d1 d0e0"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 帅六平五 | d1e1 | 捉   | 书中所印 |
      | 2  | 黑 | 卒5平4   | e0d0 | 闲   | 书中所印 |
      | 3  | 红 | 帅五平六 | e1d1 | 捉   | 书中所印 |
      | 4  | 黑 | 卒4平5   | d0e0 | 闲   | 书中所印 |
      | 5  | 红 | 帅六平五 | d1e1 | 捉   | 续走     |
      | 6  | 黑 | 卒5平4   | e0d0 | 闲   | 续走     |
      | 7  | 红 | 帅五平六 | e1d1 | 捉   | 续走     |
      | 8  | 黑 | 卒4平5   | d0e0 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-20 @adopted @skip
  Scenario: 图20 多重作用：邀兑之子参与做杀判杀——红方一杀一捉，黑方两闲，红方变着
    书中图20：“红马八进九兑车的同时，兼马九进七，马七退六再车九进二杀，即邀兑之子参与做杀，判杀；马九退八判捉。红方一杀一捉，黑方两闲，红方变着，不变作负。”
    条文：24.2、24.3、24.4、24.13、26.4、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-20.yaml（adopted: CXA 2020 图20 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-20"的局面为"C3kab2/4a4/4b4/RNr3p1p/9/3pp1P2/P7P/4B4/3cA4/3AK1B2 w"
    When 依次走子"b6a8 c6c8 a8b6 c8c6 b6a8 c6c8 a8b6 c8c6"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 马八进九 | b6a8 | 杀   | 书中所印 |
      | 2  | 黑 | 车3退2   | c6c8 | 闲   | 书中所印 |
      | 3  | 红 | 马九退八 | a8b6 | 捉   | 书中所印 |
      | 4  | 黑 | 车3进2   | c8c6 | 闲   | 书中所印 |
      | 5  | 红 | 马八进九 | b6a8 | 杀   | 续走     |
      | 6  | 黑 | 车3退2   | c6c8 | 闲   | 续走     |
      | 7  | 红 | 马九退八 | a8b6 | 捉   | 续走     |
      | 8  | 黑 | 车3进2   | c8c6 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-21 @adopted @skip
  Scenario: 图21 红方一兑一捉，黑方长捉车——黑方变着
    书中图21：“红方一兑一捉，黑方长捉车，黑方变着，不变作负。”
    条文：24.3、24.4、24.8、24.11、26.4、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-21.yaml（adopted: CXA 2020 图21 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-21"的局面为"2b1ka3/1c2aR1c1/4b4/p1p4np/4nN3/2P1C4/P5PrP/2N1BC3/9/3AKAB2 w"
    When 依次走子"f8f6 b8b6 f6f8 b6b8 f8f6 b8b6 f6f8 b6b8"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车四退二 | f8f6 | 兑   | 书中所印 |
      | 2  | 黑 | 炮2进2   | b8b6 | 捉   | 书中所印 |
      | 3  | 红 | 车四进二 | f6f8 | 捉   | 书中所印 |
      | 4  | 黑 | 炮2退2   | b6b8 | 捉   | 书中所印 |
      | 5  | 红 | 车四退二 | f8f6 | 兑   | 续走     |
      | 6  | 黑 | 炮2进2   | b8b6 | 捉   | 续走     |
      | 7  | 红 | 车四进二 | f6f8 | 捉   | 续走     |
      | 8  | 黑 | 炮2退2   | b6b8 | 捉   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"black-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-22 @adopted @skip
  Scenario: 图22 红方两捉，黑方两闲——红方变着
    书中图22：“红方两捉，黑方两闲，红方变着，不变作负。”
    条文：24.3、24.11、24.15、24.16、26.5、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-22.yaml（adopted: CXA 2020 图22 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-22"的局面为"2b1kr3/1r2a4/4ba3/1N1R5/9/4p4/9/4B4/4A4/3AK1B2 w"
    When 依次走子"d6e6 e4d4 e6d6 d4e4 d6e6 e4d4 e6d6 d4e4"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车六平五 | d6e6 | 捉   | 书中所印 |
      | 2  | 黑 | 卒5平4   | e4d4 | 闲   | 书中所印 |
      | 3  | 红 | 车五平六 | e6d6 | 捉   | 书中所印 |
      | 4  | 黑 | 卒4平5   | d4e4 | 闲   | 书中所印 |
      | 5  | 红 | 车六平五 | d6e6 | 捉   | 续走     |
      | 6  | 黑 | 卒5平4   | e4d4 | 闲   | 续走     |
      | 7  | 红 | 车五平六 | e6d6 | 捉   | 续走     |
      | 8  | 黑 | 卒4平5   | d4e4 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-23 @adopted @skip
  Scenario: 图23 被牵子捉子，交换得不偿失判闲——红方长捉，黑方两闲，红方变着
    书中图23：“红方进车、退车长捉黑炮；黑炮进退虽可打马、打相，但要丢车，被牵子捉子，交换结果得不偿失，判闲。红方长捉，黑方两闲。红方变着，不变作负。”
    条文：24.3、24.11、26.5、26.6、25.3。案例数据：casebook/repetition/cxa2020/cxa2020-fig-23.yaml（adopted: CXA 2020 图23 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-23"的局面为"2bakr3/4a4/4b4/9/9/9/1r7/1c3A2B/2R1A2N1/1R3K3 w"
    When 依次走子"c1c2 b2b1 c2c1 b1b2 c1c2 b2b1 c2c1 b1b2"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车七进一 | c1c2 | 捉   | 书中所印 |
      | 2  | 黑 | 炮2进1   | b2b1 | 闲   | 书中所印 |
      | 3  | 红 | 车七退一 | c2c1 | 捉   | 书中所印 |
      | 4  | 黑 | 炮2退1   | b1b2 | 闲   | 书中所印 |
      | 5  | 红 | 车七进一 | c1c2 | 捉   | 续走     |
      | 6  | 黑 | 炮2进1   | b2b1 | 闲   | 续走     |
      | 7  | 红 | 车七退一 | c2c1 | 捉   | 续走     |
      | 8  | 黑 | 炮2退1   | b1b2 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"red-must-change"

  # skip: cxa-2020 edition not built yet (issue 4)
  @cxa-2020 @figure-24 @adopted @skip
  Scenario: 图24 兵卒价值浮动：进车送兵换马判闲，退车伏将军弃兵得车判捉——双方不变作和
    书中图24：“红方进车，可以送兵换马，兵卒价值浮动，判闲。红方退车吃卒，将军后黑方垫车，红方可兵七平六将军弃兵得车，判捉。红方一闲一捉，黑方两闲，双方不变作和。”
    条文：24.3、24.8、26.6、25.2。案例数据：casebook/repetition/cxa2020/cxa2020-fig-24.yaml（adopted: CXA 2020 图24 (third-party transcription)）。
    第5–8着不在书中：按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。

    Given 案例"cxa2020-fig-24"的局面为"2P1kn3/4r4/9/9/p3p3R/9/4P4/4B4/9/2BAKA3 w"
    When 依次走子"i5i9 e8f8 i9i5 f8e8 i5i9 e8f8 i9i5 f8e8"
    And 按"cxa-2020"裁决
    Then 各着的判定为:
      | 着 | 方 | 着法     | ICCS | 判定 | 依据     |
      | 1  | 红 | 车一进四 | i5i9 | 闲   | 书中所印 |
      | 2  | 黑 | 车5平6   | e8f8 | 闲   | 书中所印 |
      | 3  | 红 | 车一退四 | i9i5 | 捉   | 书中所印 |
      | 4  | 黑 | 车6平5   | f8e8 | 闲   | 书中所印 |
      | 5  | 红 | 车一进四 | i5i9 | 闲   | 续走     |
      | 6  | 黑 | 车5平6   | e8f8 | 闲   | 续走     |
      | 7  | 红 | 车一退四 | i9i5 | 捉   | 续走     |
      | 8  | 黑 | 车6平5   | f8e8 | 闲   | 续走     |
    And 图示局面在第8着第三次出现
    And 裁决为"draw"
