# language: en
# 关键字用英文：Cucumber 7.34.2 无法运行 zh-CN 的 feature（Runner.localeForPickle 用 Locale.Builder.setLanguage("zh-CN")，
# 抛出 IllformedLocaleException），场景名、说明与步骤文字仍用中文。Cucumber 修复后可把关键字换回 功能/场景/假如/当/并且/那么/而且。
# 中国象棋协会《象棋竞赛规则（2020）》棋例图例的判例集。每个场景的判定与裁决都取自书中文字（案例数据中的 book_text），
# 不是运行程序得到的。案例数据：casebook/repetition/cxa2020/；数据本身（局面、着法合法、中文与 ICCS 一致、第三次重复）
# 由 CxaCasebookDataTest 现在就在棋盘上检查。
# cxa-2020 版本已建成（rules/cxa-2020/repetition）：通过的场景已去掉 @skip；仍标 @skip 的场景上方注释写明引擎与书不符之处。
@repetition @cxa-2020
Feature: 第24条 术语：捉、兑、跟、闲与将、杀的判定
  图2–5、9、12、13、18、30（及其变例）：书中对每一着标注“将、杀、捉、兑、拦、闲”。
  捉以“走后能否得子”为准（24.3：直接、闪击、联合、将军得子、完整交换）；兑、献、拦、跟均为闲（24.8）。
  双方均为允许着法的循环，不变作和（25.2）；一方禁止、一方允许，禁止方变着（25.3）。

  @cxa-2020 @figure-2 @adopted
  Scenario: 图2 红马进退长捉黑车，黑方一捉一兑——红方变着
    棋书：图2“红方退马打车，判捉，而进马伏下一步卧槽“将军”弃马得车，判捉。红方长捉，黑方一捉一兑，红方变着，不变作负。”
    条文：24.3、24.4、24.8、24.11、24.13、24.14、25.3。
    局面：采用 CXA 2020 图2 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-2.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-2"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-4 @adopted
  Scenario: 图4 退马捉象，进马伏以炮换马多得一卒——红方长捉，黑方两闲，红方变着
    棋书：图4“红方退马捉象，进马则伏以炮换马多得一卒，判捉。红方长捉，黑方两闲，红方变着，不变作负。”
    条文：24.3、24.8、24.11、24.13、25.3。
    局面：采用 CXA 2020 图4 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-4.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-4"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-5 @adopted
  Scenario: 图5 吃士的结果未因退车而改变——红方一将一闲，黑方两闲，双方不变作和
    棋书：图5“红方退车前就可吃底士，退车后吃士结果没有发生变化，红方一将一闲，黑方两闲，双方不变作和。”
    条文：24.1、24.3、24.8、24.14、25.2。
    局面：采用 CXA 2020 图5 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-5.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-5"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-9 @adopted
  Scenario: 图9 进马邀兑为闲——红方一捉一闲，黑方两捉，黑方变着
    棋书：图9“红方一捉一闲，黑方两捉，黑方变着，不变作负。”
    条文：24.3、24.4、24.8、24.11、25.3。
    局面：采用 CXA 2020 图9 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-9.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-9"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-12 @adopted
  Scenario: 图12 红方两闲，黑方两捉——黑方变着
    棋书：图12“红方两闲，黑方两捉，黑方变着，不变作负。”
    条文：24.3、24.8、24.11、25.3。
    局面：采用 CXA 2020 图12 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-12.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-12"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-13 @adopted
  Scenario: 图13 自毙：将军造成对方有杀，应将为闲；平车邀兑——双方不变作和
    棋书：图13“红方车五平六将军，造成黑方车 5 平 6 有杀，属红方自毙。黑方进将为“闲”。红车平中路，判“兑”。如黑方中炮无根，红方车六平五判“捉”。红方一将一兑，黑方两闲，双方不变作和。”
    条文：24.1、24.4、24.8、24.18、25.2。
    局面：采用 CXA 2020 图13 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-13.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-13"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-18 @adopted
  Scenario: 图18 一将一跟，附带捉象按闲处理——红方一将一闲，黑方一杀一闲，双方不变作和
    棋书：图18“红方一将一跟，占据守和要点，附带产生的捉象按“闲”着处理。红方一将一闲，黑方一杀一闲，双方不变作和。”
    条文：24.1、24.2、24.7、24.8、24.14、25.2。
    局面：采用 CXA 2020 图18 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-18.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-18"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-30 @adopted
  Scenario: 图30 红方一捉一兑，黑方一兑一捉——双方不变作和
    棋书：图30“红方一捉一兑，黑方一兑一捉，双方不变作和。如黑方3路马改为7路对称位置，则黑方车6退4，判捉。红方一捉一闲，黑方长捉。黑方变着，不变作负。”
    条文：24.3、24.4、24.8、24.14、25.2。
    局面：采用 CXA 2020 图30 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-30a.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-30a"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-30 @adopted @variant
  Scenario: 图30变例：黑方3路马改为7路对称位置，车6退4判捉——红方一捉一闲，黑方长捉，黑方变着
    棋书：图30（变例）“黑方3路马改为7路对称位置，则黑方车6退4，判捉。红方一捉一闲，黑方长捉。黑方变着，不变作负。”
    条文：24.3、24.4、24.8、24.11、25.3。
    局面：采用 CXA 2020 图30 (third-party transcription), Black's 3路 horse moved to the symmetric 7路 point as the book's text says。案例数据：casebook/repetition/cxa2020/cxa2020-fig-30b.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-30b"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载
