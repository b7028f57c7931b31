# 第二章 第六節 六 (tw-2007): 冠軍不予並列，其餘名次是否允許並列，賽前應在補充細則中做出明確規定.
Feature: Shared places after the whole chain

  Background:
    Given the event:
      | edition | tw-2007     |
      | format  | round-robin |

  @article-6-6
  Scenario: A tie for first after the whole chain is not a shared title
    # The three-way cycle (each beat one with red): nothing in [A]–[F] separates; A has one foul, B and C none.
    # B and C stay level on everything → both rank 1 but the title is undecided (a play-off is needed).
    And the players "A B C"
    And the games:
      | round | red | black | result | red fouls | black fouls |
      | 1     | A   | B     | 1-0    | 1         | 0           |
      | 2     | B   | C     | 1-0    | 0         | 0           |
      | 3     | C   | A     | 1-0    | 0         | 0           |
    When the standings are computed
    Then the standings are:
      | rank | id | points | title undecided | decided by  |
      | 1=   | B  | 2      | true            |             |
      | 1=   | C  | 2      | true            |             |
      | 3    | A  | 2      | false           | fewer-fouls |

  @article-6-6
  Scenario: Other places may be shared
    # A beats B, C, D with red. B-C 1-0, C-D 1-0, D-B 1-0 (first named red): B, C, D have 2 points each,
    # 小分 2 each (each beat one 2-point player), mutual games 2 each, one win each with red (no win with black),
    # two games with black each (against A and one other), [F] needs two players, no fouls → second place shared.
    And the players "A B C D"
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | 1-0    |
      | 1     | C   | D     | 1-0    |
      | 2     | A   | C     | 1-0    |
      | 2     | D   | B     | 1-0    |
      | 3     | A   | D     | 1-0    |
      | 3     | B   | C     | 1-0    |
    When the standings are computed
    Then the standings are:
      | rank | id | points | sonneborn-berger | games-with-black | title undecided |
      | 1    | A  | 6      | 6                | 0                | false           |
      | 2=   | B  | 2      | 2                | 2                | false           |
      | 2=   | C  | 2      | 2                | 2                | false           |
      | 2=   | D  | 2      | 2                | 2                | false           |
