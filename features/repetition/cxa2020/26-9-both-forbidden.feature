# language: en
# 关键字用英文：Cucumber 7.34.2 无法运行 zh-CN 的 feature（Runner.localeForPickle 用 Locale.Builder.setLanguage("zh-CN")，
# 抛出 IllformedLocaleException），场景名、说明与步骤文字仍用中文。Cucumber 修复后可把关键字换回 功能/场景/假如/当/并且/那么/而且。
# 中国象棋协会《象棋竞赛规则（2020）》棋例图例的判例集。每个场景的判定与裁决都取自书中文字（案例数据中的 book_text），
# 不是运行程序得到的。案例数据：casebook/repetition/cxa2020/；数据本身（局面、着法合法、中文与 ICCS 一致、第三次重复）
# 由 CxaCasebookDataTest 现在就在棋盘上检查。
# cxa-2020 版本已建成（rules/cxa-2020/repetition）：通过的场景已去掉 @skip；仍标 @skip 的场景上方注释写明引擎与书不符之处。
@repetition @cxa-2020
Feature: 第26条 26.9 双方均为禁止着法：长捉车、长捉无根子与联合捉、捉少根子
  图3、10、11、19、25–29、参考图39：双方都走禁止着法时比较轻重。
  从书中的判例看：一方每着都是单子捉车或捉无根子，另一方的循环含联合捉或捉少根子，则前者变着；其余情况不变作和。
  26.9 的条文未能取得，此归纳为推断（见 casebook/repetition/cxa2020/INTERPRETATION.md 与 ranking-26.9.yaml）。

  @cxa-2020 @figure-3 @adopted
  Scenario: 图3 断根捉与连续将军得车：红方长捉无根子，黑方长捉车——双方不变作和
    棋书：图3“红方进相、退相为断根捉马。黑方车7平8后，可以下一着开始运用连续将军得车，判捉。红方长捉无根子，黑方长捉车，双方不变作和。”
    条文：24.3、24.11、24.13、24.15、26.9。
    局面：采用 CXA 2020 图3 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-3.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-3"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-10 @adopted
  Scenario: 图10 红方长捉车，黑方一着捉无根子、一着车炮联合捉子——红方变着
    棋书：图10“红方进马、退马长捉黑车，黑方车一步捉无根子，另一步为车炮联合捉子，红方变着，不变作负”
    条文：24.3、24.11、24.15、24.17、26.9。
    局面：采用 CXA 2020 图10 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-10.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-10"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-11 @adopted
  Scenario: 图11 红方车炮联合捉子，黑方长捉无根子——黑方变着
    棋书：图11“红方车炮联合捉子，黑方长捉无根子，黑方变着，不变作负”
    条文：24.3、24.11、24.15、24.17、26.9。
    局面：采用 CXA 2020 图11 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-11.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-11"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-19 @adopted
  Scenario: 图19 红方一将一捉，黑方长杀——双方不变作和
    棋书：图19“红方一将一捉，黑炮平2是做杀，平4应将后增加了黑马退6的杀着。红方一将一捉，黑方长杀，双方不变作和。”
    条文：24.1、24.2、24.3、24.10、24.13、26.9。
    局面：采用 CXA 2020 图19 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-19.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-19"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-25 @adopted
  Scenario: 图25 红方联合捉子，黑方长捉车——黑方变着
    棋书：图25“红方联合捉子，黑方长捉车，黑方变着，不变作负。”
    条文：24.3、24.11、24.17、26.9。
    局面：采用 CXA 2020 图25 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-25.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-25"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-26 @adopted
  Scenario: 图26 红方一着捉无根子、一着捉少根子，黑方长捉车——黑方变着
    棋书：图26“红方一着捉无根子，一着捉少根子，黑方长捉车，黑方变着，不变作负。红方一着捉无根子，一着捉少根子 无需变着”
    条文：24.3、24.11、24.15、26.9。
    局面：采用 CXA 2020 图26 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-26.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-26"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-27 @adopted
  Scenario: 图27 红方长捉无根子，黑方车炮联合捉子——红方变着
    棋书：图27“红方长捉无根子，黑方车炮联合捉子，红方变着，不变作负”
    条文：24.3、24.11、24.15、24.17、26.9。
    局面：采用 CXA 2020 图27 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-27.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-27"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-28 @adopted
  Scenario: 图28 红方一着捉无根子、一着车炮联合捉子，黑方长捉车——黑方变着
    棋书：图28“红方一着捉无根子，一着车炮联合捉子，黑方长捉车。黑方变着，不变作负。如黑方马3退5改马3进5，也为黑方变着。”
    条文：24.3、24.11、24.15、24.17、26.9。
    局面：采用 CXA 2020 图28 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-fig-28.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-28"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @figure-29 @adopted @variant
  Scenario: 图29变例：红方首着改走车五平二，因黑车不能离线判杀——红方长杀，黑方长杀，双方不变作和
    棋书：图29（变例）（不能离线）“红方首着如改走车五平二，因黑方8路车不能离线，判杀。如续走车8平7，车二平三，车7平8，其结论即为：红方长杀，黑方长杀，双方不变作和。”
    条文：24.2、24.10、24.13、26.9。
    局面：采用 CXA 2020 图29 (third-party transcription), Red's first move changed as the book's text says。案例数据：casebook/repetition/cxa2020/cxa2020-fig-29b.yaml。
    补着：书中印出4着；第5–6着为转录者所加，第7–9着按书中的循环续走，使第1着后的局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-fig-29b"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载

  @cxa-2020 @ref-figure-39 @adopted
  Scenario: 参考图39 不能离线：红方车马炮联合捉车，黑方长捉车——黑方变着
    棋书：参考图39（不能离线）“红方车马炮联合联合捉车，黑方长捉车。黑方变着，不变作负。”
    条文：24.3、24.11、24.17、26.9。
    局面：采用 CXA 2020 参考图39 (third-party transcription)。案例数据：casebook/repetition/cxa2020/cxa2020-ref-39.yaml。
    补着：书中印出4着；第5–8着按书中的循环续走，使图示局面第三次出现（24.9–24.12 循环达三次）。
    Given 案例 "cxa2020-ref-39"
    When 走完案例的着法
    Then 局面如案例所载重复
    And 按 "cxa-2020" 各着的标签如棋书所说
    And 按 "cxa-2020" 裁决如案例所载
