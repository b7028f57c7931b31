Feature: Editions of the rule books
  Each rule book is an edition folder rules/<id>/ described by its edition.yaml; an edition may extend another and
  override only what differs. Expected values below are those written in the edition.yaml files.

  Scenario: the bundled editions are listed with their titles
    When I list the bundled editions
    Then the editions include
      | id         | year | extends | title (zh)                         | title (en)                                                    |
      | tw-2007    | 2007 |         | 中華民國象棋規則（民國96年修訂）          | Xiangqi Rules of the Republic of China (Taiwan), 2007 revision |
      | wxf-2018   | 2018 | tw-2007 | 世界象棋联合会象棋比赛规则（2018）        | World Xiangqi Federation Rules of Xiangqi (2018) = AXF rules, 4th revision |
      | cxa-2020   | 2020 |         | 中国象棋协会《象棋竞赛规则（2020）》      | Chinese Xiangqi Association, Xiangqi Competition Rules (2020) |
      | axf-events |      |         | 亚洲象棋联合会赛事规程                    | Asian Xiangqi Federation event regulations                    |

  Scenario: a committee's folder extends a bundled edition and overrides one table
    Given a rules folder with an edition "wxf-2018-draft" that extends "wxf-2018"
    And its table "repetition/draft.yaml" reads
      """
      chase_allowed: false
      """
    When I load that folder
    Then edition "wxf-2018-draft" descends from "wxf-2018-draft, wxf-2018, tw-2007"
    And its table "repetition/draft.yaml" has "chase_allowed" = "false"

  Scenario: asking for an unknown edition names the known ones
    When I ask for the bundled edition "wxf-2019"
    Then the error names "wxf-2019" and each of the known editions "axf-events, cxa-1999, cxa-2011, cxa-2020, tw-2007, wxf-2018"
