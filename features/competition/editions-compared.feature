# The same crosstable under two editions' chains: Taiwan 2007 (第六節 二: 小分 → 兩人對賽勝者 → 勝局 …) and
# CXA 2011 as quoted (14.1: 小分 → 胜局 → 直胜 …, unverified). Five players, Berger table for 5 (xq berger 5).
#   R1 B-E 0-1, C-D 0-1   R2 E-C 1/2, A-B 0-1   R3 C-A 1-0, D-E 1-0   R4 A-D 0-1, B-C 0-1   R5 D-B 0-1, E-A 1/2
# Points: A 0+0+0+1 = 1; B 2 (A) + 0 (C) + 2 (D) + 0 (E) = 4; C 2 (A) + 2 (B) + 0 (D) + 1 (E) = 5;
#         D 2 (A) + 0 (B) + 2 (C) + 2 (E) = 6; E 1 (A) + 2 (B) + 1 (C) + 0 (D) = 4.
# B and E on 4: 小分 B = A 1 + D 6 = 7; E = B 4 + half A 0.5 + half C 2.5 = 7 — equal.
# E beat B (直勝 favours E); B has 2 wins, E 1 (勝局 favours B). The order of the two criteria decides.
Feature: One crosstable, two federations

  Scenario Outline: <edition> ranks the tied pair by <decisive>
    Given the event:
      | edition | <edition>   |
      | format  | round-robin |
    And the players "A B C D E"
    And the games:
      | round | red | black | result  |
      | 1     | B   | E     | 0-1     |
      | 1     | C   | D     | 0-1     |
      | 2     | E   | C     | 1/2-1/2 |
      | 2     | A   | B     | 0-1     |
      | 3     | C   | A     | 1-0     |
      | 3     | D   | E     | 1-0     |
      | 4     | A   | D     | 0-1     |
      | 4     | B   | C     | 0-1     |
      | 5     | D   | B     | 0-1     |
      | 5     | E   | A     | 1/2-1/2 |
    When the standings are computed
    Then the standings are:
      | rank | id       | points   | decided by |
      | 1    | D        | 6        |            |
      | 2    | C        | 5        |            |
      | 3    | <third>  | 4        |            |
      | 4    | <fourth> | 4        | <decisive> |
      | 5    | A        | 1        |            |

    Examples:
      | edition  | third | fourth | decisive         |
      | tw-2007  | E     | B      | direct-encounter |
      | cxa-2011 | B     | E      | wins             |

  @cxa-2011 @unverified
  Scenario: CXA 2011 14.3.2: 累進分 instead of 對手分
    # Swiss, three rounds. R1 A-B 1-0, C-D 0-1.  R2 A-D 0-1, B-C 1-0.  R3 A-C 1-0, D-B 0-1.  Points: A 2+0+2 = 4, B 0+2+2 = 4, C 0+0+0 = 0, D 2+2+0 = 4.
    # 累進分 (running score after each round, summed): A 2, 2, 4 → 8; B 0, 2, 4 → 6; D 2, 4, 4 → 10.
    # → D, A, B.  (對手分 would give A: B 4 + D 4 + C 0 = 8, B: A 4 + C 0 + D 4 = 8, D: C 0 + A 4 + B 4 = 8 — all level.)
    Given the event:
      | edition        | cxa-2011    |
      | format         | swiss       |
      | tiebreak_chain | progressive |
    And the players "A B C D"
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | 1-0    |
      | 1     | C   | D     | 0-1    |
      | 2     | A   | D     | 0-1    |
      | 2     | B   | C     | 1-0    |
      | 3     | A   | C     | 1-0    |
      | 3     | D   | B     | 0-1    |
    When the standings are computed
    Then the chain used is "individual-swiss-progressive"
    And the standings are:
      | rank | id | points | progressive-score | decided by        |
      | 1    | D  | 4      | 10                |                   |
      | 2    | A  | 4      | 8                 | progressive-score |
      | 3    | B  | 4      | 6                 | progressive-score |
      | 4    | C  | 0      | 0                 |                   |
