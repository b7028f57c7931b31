# language: en
# 关键字用英文：Cucumber 7.34.2 无法运行 zh-CN 的 feature（Runner.localeForPickle 用 Locale.Builder.setLanguage("zh-CN")，
# 抛出 IllformedLocaleException），场景名、说明与步骤文字仍用中文。Cucumber 修复后可把关键字换回 功能/场景/假如/当/并且/那么/而且。
# 中国象棋协会《象棋竞赛规则（2020）》第九章 参考图例（奇数号的一半，24 幅；参考图39 在 26-9-both-forbidden.feature）。每个场景的判定与裁决
# 都取自书中文字（案例数据中的 book_text），不是运行程序得到的。案例数据：casebook/repetition/cxa2020/cxa2020-ref-*.yaml。
# 仍标 的场景上方注释写明引擎与书不符之处（或转录存疑）。
@repetition @cxa-2020
Feature: 第九章 参考图例（参考图1–49 奇数号）
  书中图例之后的参考图：着法、每着的判定与结论均为书中文字。偶数号的一半留作检验，不在此处。
  三处转录说明：参考图27 的局面存疑；参考图31 的局面是转录者修正过的；参考图33 着法后的“应为捉：将军可得士”是转录者的话，不是书的。

  @cxa-2020 @ref-figure-1 @adopted
  Scenario: 参考图1 红马退四伏前马进五吃象判捉——红方长捉，黑方两闲，红方变着
    棋书：参考图1“红方马二退四伏前马进五吃象，判捉。红方长捉，黑方两闲，红方变着，不变作负。”
    条文：24.3、24.11、24.13、25.3。
    局面：采用 CXA 2020 参考图1 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-1.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-1"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-3 @adopted
  Scenario: 参考图3 红方两着平车均判捉——红方长捉，黑方一闲一捉，红方变着
    棋书：参考图3“红方两着平车，判捉。红方长捉，黑方一闲一捉。红方变着，不变作负。”
    条文：24.3、24.11、24.13、25.3。
    局面：采用 CXA 2020 参考图3 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-3.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-3"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-5 @adopted
  Scenario: 参考图5 兵（卒）本身允许长捉，兵吃象判闲——红方一将两闲，黑方长兑，双方不变作和
    棋书：参考图5“黑方长兑，红方车九退一后，尽管下一着能兵二平三吃象，但兵（卒）本身允许长捉，吃象判闲。红方一将两闲，黑方长兑，均为允许着法，双方不变作和。”
    条文：24.1、24.4、24.8、24.12、24.14、26.1、25.2。
    局面：采用 CXA 2020 参考图5 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-5.yaml。
    补着：书中印出6着；第7–12着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-5"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-7 @adopted
  Scenario: 参考图7 红方一将一闲，黑方两闲——双方不变作和
    棋书：参考图7“红方一将一闲，黑方两闲，双方不变作和。”
    条文：24.1、24.8、24.14、25.2。
    局面：采用 CXA 2020 参考图7 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-7.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-7"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-9 @adopted
  Scenario: 参考图9 长兑：红方长兑，黑方两闲——双方不变作和
    棋书：参考图9“红方长兑，黑方两闲，双方不变作和。”
    条文：24.4、24.8、24.12、24.14、25.2。
    局面：采用 CXA 2020 参考图9 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-9.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-9"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-11 @adopted
  Scenario: 参考图11 典型案例：炮卒联合捉子判捉，卒捉仕判闲——红方两闲，黑方一捉一闲，双方不变作和
    棋书：参考图11（典型案例）“黑方炮5平6为炮卒联合捉子，炮6平5卒捉仕，判闲。红方两闲，黑方一捉一闲，双方不变作和。”
    条文：24.3、24.17、26.1、24.14、25.2。
    局面：采用 CXA 2020 参考图11 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-11.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-11"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-13 @adopted
  Scenario: 参考图13 黑车平4伏炮打仕白得红仕判捉——红方两闲，黑方长捉，黑方变着
    棋书：参考图13“黑方车2平4，伏炮打仕，白得红仕，判捉。红方两闲，黑方长捉。黑方变着，不变作负。”
    条文：24.3、24.11、24.13、25.3。
    局面：采用 CXA 2020 参考图13 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-13.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-13"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-15 @adopted
  Scenario: 参考图15 双方均为一捉一闲——双方不变作和
    棋书：参考图15“双方均为一捉一闲，双方不变作和。”
    条文：24.3、24.8、24.14、25.2。
    局面：采用 CXA 2020 参考图15 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-15.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-15"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-17 @adopted
  Scenario: 参考图17 红方一将一闲，黑方一闲一捉——双方不变作和
    棋书：参考图17“红方一将一闲，黑方一闲一捉，双方不变作和。”
    条文：24.1、24.3、24.14、26.1、25.2。
    局面：采用 CXA 2020 参考图17 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-17.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-17"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-19 @adopted
  Scenario: 参考图19 红方一将一捉，黑方两闲——红方变着
    棋书：参考图19“红方一将一捉，黑方两闲。红方变着，不变作负。”
    条文：24.1、24.3、24.13、25.3。
    局面：采用 CXA 2020 参考图19 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-19.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-19"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-21 @adopted
  Scenario: 参考图21 因果关系：红马被黑车捉的状态是红方自己造成的，判闲——红方长捉，黑方一捉一闲，红方变着
    棋书：参考图21“黑方车4进1后，红方三路线上黑车与红马并没有参与循环着法，红马被黑车捉的状态，其因果关系，是红方自己造成的，判闲。 红方长捉，黑方一捉一闲。红方变着，不变判负。”
    条文：24.3、24.11、24.13、25.3。
    局面：采用 CXA 2020 参考图21 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-21.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-21"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-23 @adopted
  Scenario: 参考图23 献兼捉从重判捉——红方长捉，黑方一闲一捉，红方变着
    棋书：参考图23“红方炮六退二为献兼捉，从重判捉。红方长捉，黑方一闲一捉。红方变着，不变作负。”
    条文：24.3、24.5、24.11、24.13、26.4、25.3。
    局面：采用 CXA 2020 参考图23 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-23.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-23"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-25 @adopted
  Scenario: 参考图25 红炮平五伏车五进三吃炮判捉——红方一将一捉，黑方两闲，红方变着
    棋书：参考图25“红方炮四平五，伏车五进三吃炮，判捉。红方一将一捉，黑方两闲。红方变着，不变作负。”
    条文：24.1、24.3、24.13、25.3。
    局面：采用 CXA 2020 参考图25 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-25.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-25"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  # skip: transcription uncertain (the source marks 参考图27's position suspect: as placed the cannon's capture only trades rook for rook); ply 1 炮六平七 and ply 3 炮七平六: the book prints 捉, the engine labels them 闲 and rules a draw. Not bent to (issue 23 principle 11)
  @cxa-2020 @ref-figure-27 @adopted @skip
  Scenario: 参考图27 红炮平七、平六长捉——红方长捉，黑方两闲，红方变着
    棋书：参考图27“红方长捉，黑方两闲，红方变着，不变作负”
    条文：24.3、24.11、24.13、25.3。
    局面：采用 CXA 2020 参考图27 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-27.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-27"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-29 @adopted
  Scenario: 参考图29 黑车退3伏弃卒将军换车判捉——红方两闲，黑方一将一捉，黑方变着
    棋书：参考图29“黑方车6退3，伏弃卒将军换车，判捉。红方两闲，黑方一将一捉，黑方变着，不变作负。”
    条文：24.1、24.3、24.13、26.6、25.3。
    局面：采用 CXA 2020 参考图29 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-29.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-29"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-31 @adopted
  Scenario: 参考图31 黑炮打兵后红炮打象再马吃炮，以浮动价值的兵交换象判闲——红方两闲，黑方两闲，双方不变作和
    棋书：参考图31“黑方象9进7，欲3路炮打兵，但打兵后，红方可炮五进四打象，然后再马三进一吃炮，以浮动价值的兵交换象，判闲。红方两闲，黑方两闲，双方不变作和。”
    条文：24.3、24.8、26.6、25.2。
    局面：采用 CXA 2020 参考图31 (third-party transcription, corrected by the transcriber: 原图存在错误，已经修正)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-31.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-31"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-33 @adopted
  Scenario: 参考图33 等值交换后兵吃士判闲——红方一捉一闲，黑方两闲，双方不变作和
    棋书：参考图33“黑方进炮退炮均为闲。红方退马判捉，进马后如兵先吃士，则浮动价值的兵换士、炮为等值交换，判闲；又如马先吃炮，黒士吃马，等值交换后兵吃士，判闲。红方一捉一闲，黑方两闲，双方不变作和。”
    条文：24.3、26.1、26.6、24.14、25.2。
    局面：采用 CXA 2020 参考图33 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-33.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-33"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-35 @adopted
  Scenario: 参考图35 解杀后形成炮捉车判捉——红方一捉车一杀，黑方一捉无根子一捉车，双方不变作和
    棋书：参考图35“红方退马捉黑方车、炮，进马为杀。黑方车6平4捉红马，车4平6解杀后形成炮捉车，判捉。红方一捉车一杀，黑方一捉无根子一捉车，双方不变作和。”
    条文：24.2、24.3、24.10、24.13、26.9。
    局面：采用 CXA 2020 参考图35 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-35.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-35"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-37 @adopted
  Scenario: 参考图37 典型案例：黑避吃促成得子，但没有加强进攻子力，判闲——红方长捉，黑方两闲，红方变着
    棋书：参考图37（典型案例：黑避吃促成得子，但没有加强进攻子力，判闲）“红方长捉，黑方两闲。红方变着，不变作负。”
    条文：24.3、24.11、24.13、25.3。
    局面：采用 CXA 2020 参考图37 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-37.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-37"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-41 @adopted
  Scenario: 参考图41 红炮捉无根象、联合捉子，黑方长捉无根子——黑方变着
    棋书：参考图41“红方炮二平六捉无根象，炮六平二为联合捉子，黑方长捉无根子。黑方变着，不变作负。”
    条文：24.3、24.11、24.15、24.17、26.9。
    局面：采用 CXA 2020 参考图41 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-41.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-41"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-43 @adopted
  Scenario: 参考图43 红方长捉无根子，黑方长杀——双方不变作和
    棋书：参考图43“红方长捉无根子，黑方长杀，双方不变作和。”
    条文：24.2、24.3、24.10、24.11、24.13、26.9。
    局面：采用 CXA 2020 参考图43 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-43.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-43"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-45 @adopted
  Scenario: 参考图45 红方一捉车一捉无根象，黑方长捉无根炮——双方不变作和
    棋书：参考图45“红方一捉车一捉无根象，黑方长捉无根炮，双方不变作和。”
    条文：24.3、24.11、24.13、24.15、26.9。
    局面：采用 CXA 2020 参考图45 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-45.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-45"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-47 @adopted
  Scenario: 参考图47 红方长捉无根子，黑方一将一捉车——双方不变作和
    棋书：参考图47“红方长捉无根子，黑方一将一捉车，双方不变作和。”
    条文：24.1、24.3、24.11、24.13、26.9。
    局面：采用 CXA 2020 参考图47 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-47.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-47"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-49 @adopted
  Scenario: 参考图49 不能离线：红马进退使黑炮不能离线，为长捉无根子；黑方一捉无根子一捉少根子——红方变着
    棋书：参考图49（不能离线）“红方进马退马均使黑方四路炮不能离线，为长捉无根子；黑方一着捉无根子，一着捉少根子。红方变着，不变作负”
    条文：24.3、24.11、24.15、26.9。
    局面：采用 CXA 2020 参考图49 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-49.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-49"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载
