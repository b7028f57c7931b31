# 第二章 第七節 三 in a double round robin (event.cycles: 2).
Feature: Withdrawal from a double round robin

  @article-7-3
  Scenario: Double round robin: half is counted over both cycles
    # Three players, two cycles: four games each. R1 A-B 1-0, R2 B-C 1/2, R3 C-A 0-1, R4 B-A 1/2.
    # C withdraws after round 3 having played 2 of 4 — exactly half, not "不足半數": the results stand, and C's two
    # remaining games (against B and against A in the second cycle) are forfeit wins.
    # A = 2 + 2 + 1 + 2 (forfeit) = 7;  B = 0 + 1 + 1 + 2 (forfeit) = 4;  C = 1 + 0 + 0 + 0 = 1.
    Given the event:
      | edition | tw-2007     |
      | format  | round-robin |
      | cycles  | 2           |
    And the players "A B C"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 1-0     |
      | 2     | B   | C     | 1/2-1/2 |
      | 3     | C   | A     | 0-1     |
      | 4     | B   | A     | 1/2-1/2 |
    And C withdraws after round 3
    When the standings are computed
    Then the standings are:
      | rank | id | points | wins |
      | 1    | A  | 7      | 3    |
      | 2    | B  | 4      | 1    |
      | 3    | C  | 1      | 0    |
