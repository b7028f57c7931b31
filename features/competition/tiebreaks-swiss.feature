# 第二章 第六節 三: one-game individual Swiss, tw-2007 chain [A] 對手分 → [B] 兩人對賽勝者 → [C] 勝局 →
# [D] 後手勝局 → [E] 後手賽局 → [F] 強對手分 → [G] 技術犯規少者; and how a bye counts per edition.
Feature: Swiss tiebreaks (tw-2007 第六節 三, axf-events, cxa-2011)

  @tw-2007 @article-6-3A
  Scenario: [A] 對手分, with byes adding nothing under tw-2007
    # R1: A-B 1-0, C-D 1-0, E bye (a win: 2).   R2: A-C 1/2, E-B 1-0, D bye.
    # Points: A 2+1 = 3, B 0, C 2+1 = 3, D 0+2 = 2, E 2+2 = 4.
    # 對手分 A: B 0 + C 3 = 3;  C: D 2 + A 3 = 5 → C above A.  E: B 0 (the bye adds nothing) = 0.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D E"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 1-0     |
      | 1     | C   | D     | 1-0     |
      | 1     | E   | bye   |         |
      | 2     | A   | C     | 1/2-1/2 |
      | 2     | E   | B     | 1-0     |
      | 2     | D   | bye   |         |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-score | decided by      |
      | 1    | E  | 4      | 0               |                 |
      | 2    | C  | 3      | 5               |                 |
      | 3    | A  | 3      | 3               | opponents-score |
      | 4    | D  | 2      | 3               |                 |
      | 5    | B  | 0      | 7               |                 |

  @cxa-2011 @unverified
  Scenario: The same event under cxa-2011: a bye counts as the lowest score among players who scored (14.4)
    # Scores as above; players with points: A 3, C 3, D 2, E 4 → lowest 2.
    # 對手分 E: bye 2 + B 0 = 2;  D: C 3 + bye 2 = 5.  A 3 and C 5 as before.
    Given the event:
      | edition | cxa-2011 |
      | format  | swiss    |
    And the players "A B C D E"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 1-0     |
      | 1     | C   | D     | 1-0     |
      | 1     | E   | bye   |         |
      | 2     | A   | C     | 1/2-1/2 |
      | 2     | E   | B     | 1-0     |
      | 2     | D   | bye   |         |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-score |
      | 1    | E  | 4      | 2               |
      | 2    | C  | 3      | 5               |
      | 3    | A  | 3      | 3               |
      | 4    | D  | 2      | 5               |
      | 5    | B  | 0      | 7               |

  @tw-2007 @article-6-3C
  Scenario: [C] 勝局 when 對手分 are equal and the two did not meet
    # R1: A-B 0-1, C-D 0-1, E-F 1/2.  R2: A-C 0-1, B-E 1/2, D-F 1-0.
    # Points: A 0, B 2+1 = 3, C 0+2 = 2, D 2+2 = 4, E 1+1 = 2, F 1+0 = 1.
    # C and E on 2: 對手分 C: D 4 + A 0 = 4;  E: F 1 + B 3 = 4 — equal; they did not meet;
    # 勝局: C 1 (beat A), E 0 → C above E.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D E F"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 0-1     |
      | 1     | C   | D     | 0-1     |
      | 1     | E   | F     | 1/2-1/2 |
      | 2     | A   | C     | 0-1     |
      | 2     | B   | E     | 1/2-1/2 |
      | 2     | D   | F     | 1-0     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-score | wins | decided by |
      | 1    | D  | 4      | 3               | 2    |            |
      | 2    | B  | 3      | 2               | 1    |            |
      | 3    | C  | 2      | 4               | 1    |            |
      | 4    | E  | 2      | 4               | 0    | wins       |
      | 5    | F  | 1      | 6               | 0    |            |
      | 6    | A  | 0      | 5               | 0    |            |

  @tw-2007 @article-6-3F
  Scenario: [F] 強對手分 after 對手分, 勝局, 後手勝局 and 後手賽局 are level
    # R1: A-B 0-1, C-D 0-1, E-F 0-1.  R2: A-C 0-1, B-E 0-1, D-F 1/2.  R3: A-E 0-1, B-D 1/2, C-F 1/2.
    # Points: A 0; B 2+0+1 = 3; C 0+2+1 = 3; D 2+1+1 = 4; E 0+2+2 = 4; F 2+1+1 = 4.
    # 對手分: A = B3+C3+E4 = 10, B = A0+E4+D4 = 8, C = D4+A0+F4 = 8, D = C3+F4+B3 = 10,
    #         E = F4+B3+A0 = 7, F = E4+D4+C3 = 11.
    # D, E, F on 4: 對手分 F 11, D 10, E 7 → F, D, E.
    # B and C on 3: 對手分 8 each; they did not meet; 勝局 1 each (both beat A); 後手勝局 1 each (both beat A
    # with black); 後手賽局 1 each (B black in R1, C black in R2).
    # 強對手分 B = 對手分 of A, E, D = 10+7+10 = 27;  C = D, A, F = 10+10+11 = 31 → C above B.
    # (Others: A = 8+8+7 = 23, D = 8+11+8 = 27, E = 11+8+10 = 29, F = 7+10+8 = 25.)
    # 後手賽局 (first named has red): D black in R1, R3 = 2; E in R2, R3 = 2; F in all three = 3.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D E F"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 0-1     |
      | 1     | C   | D     | 0-1     |
      | 1     | E   | F     | 0-1     |
      | 2     | A   | C     | 0-1     |
      | 2     | B   | E     | 0-1     |
      | 2     | D   | F     | 1/2-1/2 |
      | 3     | A   | E     | 0-1     |
      | 3     | B   | D     | 1/2-1/2 |
      | 3     | C   | F     | 1/2-1/2 |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-score | games-with-black | strong-opponents-score | decided by             |
      | 1    | F  | 4      | 11              | 3                | 25                     |                        |
      | 2    | D  | 4      | 10              | 2                | 27                     | opponents-score        |
      | 3    | E  | 4      | 7               | 2                | 29                     | opponents-score        |
      | 4    | C  | 3      | 8               | 1                | 31                     |                        |
      | 5    | B  | 3      | 8               | 1                | 27                     | strong-opponents-score |
      | 6    | A  | 0      | 10              | 0                | 23                     |                        |

  @axf-events @appendix-2-10
  Scenario: The AXF 5+2 chain is the same list, cited from its own regulation (附录2 第10条)
    Given the event:
      | edition    | axf-events |
      | format     | swiss      |
      | regulation | axf-5+2    |
    And the players "A B C D E F"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 0-1     |
      | 1     | C   | D     | 0-1     |
      | 1     | E   | F     | 1/2-1/2 |
      | 2     | A   | C     | 0-1     |
      | 2     | B   | E     | 1/2-1/2 |
      | 2     | D   | F     | 1-0     |
    When the standings are computed
    Then the chain used is "axf-5+2"
    And the standings are:
      | id | decided by |
      | D  |            |
      | B  |            |
      | C  |            |
      | E  | wins       |
      | F  |            |
      | A  |            |

  @tw-2007 @article-6-3B
  Scenario: [B] 兩人對賽勝者 when 對手分 are equal
    # R1 A-B 0-1, C-D 0-1, E-F 0-1.  R2 A-C 1/2, B-E 1/2, D-F 1-0.  R3 A-E 0-1, B-D 1-0, C-F 1/2.
    # Points: A 0+1+0 = 1, B 2+1+2 = 5, C 0+1+1 = 2, D 2+2+0 = 4, E 0+1+2 = 3, F 2+0+1 = 3.
    # E and F on 3: 對手分 E = F 3 + B 5 + A 1 = 9;  F = E 3 + D 4 + C 2 = 9 — equal; F beat E in round 1.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D E F"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 0-1     |
      | 1     | C   | D     | 0-1     |
      | 1     | E   | F     | 0-1     |
      | 2     | A   | C     | 1/2-1/2 |
      | 2     | B   | E     | 1/2-1/2 |
      | 2     | D   | F     | 1-0     |
      | 3     | A   | E     | 0-1     |
      | 3     | B   | D     | 1-0     |
      | 3     | C   | F     | 1/2-1/2 |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-score | direct-encounter | decided by       |
      | 1    | B  | 5      | 8               |                  |                  |
      | 2    | D  | 4      | 10              |                  |                  |
      | 3    | F  | 3      | 9               | 2                |                  |
      | 4    | E  | 3      | 9               | 0                | direct-encounter |
      | 5    | C  | 2      | 8               |                  |                  |
      | 6    | A  | 1      | 10              |                  |                  |

  @tw-2007 @article-6-3D @article-6-3E
  Scenario: [D] 後手勝局 and [E] 後手賽局 after one round
    # A-B 0-1 (B wins with black), C-D 1-0 (C wins with red).
    # B and C on 2: 對手分 0 each (A, D have 0); not met; 勝局 1 each; 後手勝局 B 1, C 0 → B above C.
    # A and D on 0: 對手分 2 each; no wins; 後手賽局 A 0 (red), D 1 → D above A.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D"
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | 0-1    |
      | 1     | C   | D     | 1-0    |
    When the standings are computed
    Then the standings are:
      | rank | id | points | wins-with-black | games-with-black | decided by       |
      | 1    | B  | 2      | 1               | 1                |                  |
      | 2    | C  | 2      | 0               | 0                | wins-with-black  |
      | 3    | D  | 0      | 0               | 1                |                  |
      | 4    | A  | 0      | 0               | 0                | games-with-black |

  @tw-2007 @article-6-3G @article-6-6
  Scenario: [G] 技術犯規少者, and a tie below first place stays shared
    # A-B 1-0 (A had a technical foul), C-D 1-0. A and C on 2: 對手分 0 each, not met, 1 win each with red,
    # no games with black, 強對手分 = 對手分 of B (A's 2) and of D (C's 2) = 2 each; fouls A 1, C 0 → C above A.
    # B and D on 0: level on everything (對手分 2, one game with black each, 強對手分 0, no fouls) → 3rd shared.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D"
    And the games:
      | round | red | black | result | red fouls |
      | 1     | A   | B     | 1-0    | 1         |
      | 1     | C   | D     | 1-0    |           |
    When the standings are computed
    Then the standings are:
      | rank | id | points | strong-opponents-score | fewer-fouls | decided by  |
      | 1    | C  | 2      | 2                      | 0           |             |
      | 2    | A  | 2      | 2                      | 1           | fewer-fouls |
      | 3=   | B  | 0      | 0                      | 0           |             |
      | 3=   | D  | 0      | 0                      | 0           |             |
