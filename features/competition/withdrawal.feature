# 第二章 第七節 三、四 (tw-2007): withdrawals.
Feature: Withdrawals (tw-2007 第七節)

  Background:
    Given the players "A B C D E"

  @article-7-3
  Scenario: Round robin, fewer than half the games played: all results annulled, the opponents' too
    # Five players, four games each; E withdraws after round 1 having played 1 game (B-E), fewer than 2.
    # B's win over E is struck out: B keeps only the draw with A.
    # Points: C 2 (beat D), A 1, B 1, D 0; E annulled.
    # A and B on 1: 小分 0.5 each (half of the other's 1), drawn with each other, no wins,
    # 後手賽局 A 0 (red against B), B 1 → B above A.
    Given the event:
      | edition | tw-2007     |
      | format  | round-robin |
    And the games:
      | round | red | black | result  |
      | 1     | B   | E     | 1-0     |
      | 1     | C   | D     | 1-0     |
      | 2     | A   | B     | 1/2-1/2 |
    And E withdraws after round 1
    When the standings are computed
    Then the standings are:
      | rank | id | points | decided by       |
      | 1    | C  | 2      |                  |
      | 2    | B  | 1      |                  |
      | 3    | A  | 1      | games-with-black |
      | 4    | D  | 0      |                  |
      | -    | E  |        |                  |
    And E is annulled

  @article-7-3
  Scenario: Round robin, half or more played: the results stand and the rest are forfeit wins
    # E withdraws after round 3 having played 3 of 4 (B-E, E-C, D-E). E's remaining game (against A) is a
    # forfeit: A wins, 2 points.
    # Points: A 1 (draw B) + 2 (beat C) + 2 (forfeit E) = 5; B 2 (beat E) + 1 = 3; C 2 + 0 + 0 = 2;
    # D 0 + 1 = 1; E 0 + 2 + 1 + 0 = 3.
    # B and E on 3: 小分 B = E 3 + half A 2.5 = 5.5;  E = C 2 + half D 0.5 = 2.5 → B above E.
    # 小分 A = half of B 1.5 + C 2 + E 3 (the forfeit counts as a win) = 6.5; C = D 1; D = half of E 1.5.
    Given the event:
      | edition | tw-2007     |
      | format  | round-robin |
    And the games:
      | round | red | black | result  |
      | 1     | B   | E     | 1-0     |
      | 1     | C   | D     | 1-0     |
      | 2     | E   | C     | 1-0     |
      | 2     | A   | B     | 1/2-1/2 |
      | 3     | C   | A     | 0-1     |
      | 3     | D   | E     | 1/2-1/2 |
    And E withdraws after round 3
    When the standings are computed
    Then the standings are:
      | rank | id | points | sonneborn-berger | decided by       |
      | 1    | A  | 5      | 6.5              |                  |
      | 2    | B  | 3      | 5.5              |                  |
      | 3    | E  | 3      | 2.5              | sonneborn-berger |
      | 4    | C  | 2      | 1                |                  |
      | 5    | D  | 1      | 1.5              |                  |

  @article-7-4
  Scenario: Swiss: whatever was played stands; a scheduled game after the withdrawal is a forfeit win
    # R1: A-B 1-0, C-D 1-0, E bye. D withdraws after round 1; round 2 had paired B-D (not played): B wins by forfeit.
    # Points: A 2, B 0 + 2 = 2, C 2, E 2, D 0.
    # 對手分: A = B 2; B = A 2 + D 0 = 2; C = D 0; E = 0 (a bye adds nothing).
    # A and B: A beat B → A, B.  C and E: did not meet; 勝局 C 1, E 1 (the bye counts as a win);
    # no wins with black, no games with black; 強對手分 C = 對手分 of D (C 2 + B 2) = 4, E 0 → C, E.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | 1-0    |
      | 1     | C   | D     | 1-0    |
      | 1     | E   | bye   |        |
      | 2     | B   | D     |        |
    And D withdraws after round 1
    When the standings are computed
    Then the "wins" of B is "1"
    And the standings are:
      | id | points |
      | A  | 2      |
      | B  | 2      |
      | C  | 2      |
      | E  | 2      |
      | D  | 0      |

  @article-7-4
  Scenario: A withdrawn player cannot have a game played after the withdrawal
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | 1-0    |
      | 2     | B   | D     | 0-1    |
    And D withdraws after round 1
    Then computing the standings fails with "D withdrew after round 1 but has a game played in this round"
