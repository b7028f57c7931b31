# 第二章 第五節 成績計算 (tw-2007) and 附录1 第7条 (axf-events): how games and matches score.
# Every expected number below is worked out by hand from the article's text, shown in the comments.
Feature: Scoring of games and matches

  @tw-2007 @article-5-1
  Scenario: One-game format: win 2, draw 1 each, loss 0 (第五節 一)
    # A beats B (A 2, B 0); B draws C (1 each); C beats A with black (C 2, A 0).
    # A = 2, B = 0 + 1 = 1, C = 1 + 2 = 3.
    Given the event:
      | edition | tw-2007     |
      | format  | round-robin |
    And the players "A B C"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 1-0     |
      | 2     | B   | C     | 1/2-1/2 |
      | 3     | A   | C     | 0-1     |
    When the standings are computed
    Then the standings are:
      | rank | id | points |
      | 1    | C  | 3      |
      | 2    | A  | 2      |
      | 3    | B  | 1      |

  @tw-2007 @article-5-2
  Scenario: Two-game matches: 小分 decide the 大分 (第五節 二)
    # Results are written from the first-listed player's side; colours swap for game 2.
    # A-B "1-0 1/2": A wins one, draws one: 小分 3:1 → "一勝一和" gives 大分 2 → A 2, B 0.
    # C-D "1-0 1-0": C wins both: 4:0 → C 2, D 0. E-F two draws: 2:2 → 大分 1 each.
    # Round 2: A-C two draws 2:2 → 1 each; B-D "0-1 0-1": D wins both → D 2, B 0.
    # A = 2 + 1 = 3, C = 2 + 1 = 3, D = 0 + 2 = 2, E = F = 1, B = 0.
    # tw-2007 lists no tiebreak for two-game events: A and C stay level, and the title may not be shared.
    Given the event:
      | edition           | tw-2007 |
      | format            | swiss   |
      | games_per_pairing | 2       |
    And the players "A B C D E F"
    And the games:
      | round | red | black | result          |
      | 1     | A   | B     | 1-0 1/2-1/2     |
      | 1     | C   | D     | 1-0 1-0         |
      | 1     | E   | F     | 1/2-1/2 1/2-1/2 |
      | 2     | A   | C     | 1/2-1/2 1/2-1/2 |
      | 2     | B   | D     | 0-1 0-1         |
    When the standings are computed
    Then the chain used is "individual-two-game"
    And the standings are:
      | rank | id | points | title undecided |
      | 1=   | A  | 3      | true            |
      | 1=   | C  | 3      | true            |
      | 3    | D  | 2      | false           |
      | 4=   | E  | 1      | false           |
      | 4=   | F  | 1      | false           |
      | 6    | B  | 0      | false           |

  @tw-2007 @article-5-3
  Scenario: Team, one game per board: more 局分 wins the match (第五節 三)
    # T1-T2 boards 1-0, 1-0, 0-1 (from T1's side): 局分 2+2+0 = 4 : 2 → T1 場分 2, T2 0.
    # T2-T3 boards 1/2, 1/2, 1/2: 3 : 3 → 場分 1 each.
    # T1 = 2, T3 = 1, T2 = 0 + 1 = 1; T2 and T3 are separated by 總局分 (四[A]): T2 2+3 = 5, T3 3.
    Given the event:
      | edition   | tw-2007     |
      | format    | round-robin |
      | team_size | 3           |
    And the players "T1 T2 T3"
    And the games:
      | round | red | black | result                      |
      | 1     | T1  | T2    | 1-0; 1-0; 0-1               |
      | 2     | T2  | T3    | 1/2-1/2; 1/2-1/2; 1/2-1/2   |
    When the standings are computed
    Then the standings are:
      | rank | id | points | total-game-points | decided by        |
      | 1    | T1 | 2      | 4                 |                   |
      | 2    | T2 | 1      | 5                 |                   |
      | 3    | T3 | 1      | 3                 | total-game-points |

  @tw-2007 @article-5-4
  Scenario: Team, two games per board: 大分 first, then 小分 (第五節 四)
    # Two boards, two games each (colours swap for game 2), results from the first team's side.
    # Round 1, T1-T2: board 1 "1-0 0-1" = 2:2 → board drawn, 大分 1:1; board 2 "1-0 1/2" = 3:1 → 大分 2:0.
    #   大分 3:1 → T1 wins, 場分 T1 2, T2 0.
    # Round 1, T3-T4: board 1 "1-0 1-0" 4:0 → 大分 2:0; board 2 "0-1 1/2" 1:3 → 大分 0:2. 大分 2:2,
    #   小分 4+1 = 5 : 0+3 = 3 → T3 wins by 小分, 場分 T3 2, T4 0.
    # Round 2, T1-T3: board 1 "1-0 1-0" 4:0 → 大分 2:0; board 2 "0-1 0-1" 0:4 → 0:2. 大分 2:2, 小分 4:4 → draw, 1 each.
    # Round 2, T2-T4: board 1 "1/2 1/2" 2:2 → 1:1, board 2 "1/2 1/2" → 1:1; 大分 2:2, 小分 4:4 → draw.
    # T1 = 3, T3 = 3, T2 = 1, T4 = 1.
    Given the event:
      | edition           | tw-2007 |
      | format            | swiss   |
      | team_size         | 2       |
      | games_per_pairing | 2       |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                              |
      | 1     | T1  | T2    | 1-0 0-1; 1-0 1/2-1/2                |
      | 1     | T3  | T4    | 1-0 1-0; 0-1 1/2-1/2                |
      | 2     | T1  | T3    | 1-0 1-0; 0-1 0-1                    |
      | 2     | T2  | T4    | 1/2-1/2 1/2-1/2; 1/2-1/2 1/2-1/2    |
    When the standings are computed
    Then the standings are:
      | id | points |
      | T1 | 3      |
      | T3 | 3      |
      | T2 | 1      |
      | T4 | 1      |

  @axf-events @appendix-1-7
  Scenario: AXF team match: 4 or more of 6 game points win, 3:3 draws, 3 or fewer lose (附录1 第7条)
    # R1 T1-T2: 1-0, 1/2, 0-1 → 2+1+0 = 3 : 3 → draw, 場分 1 each.
    # R1 T3-T4: 1-0, 1-0, 1/2 → 5 : 1 → T3 2, T4 0.
    # R2 T1-T3: 1-0, -/-, 1/2 → T1 2+0+1 = 3, T3 0+0+1 = 1. Neither has 4 and it is not 3:3:
    #   under the regulation's words both lose, 場分 0 each.
    # R2 T2-T4: 0-1, 0-1, 1-0 → 2 : 4 → T4 2, T2 0.
    # T3 = 2, T4 = 2, T1 = 1, T2 = 1.
    Given the event:
      | edition    | axf-events |
      | format     | swiss      |
      | team_size  | 3          |
      | regulation | axf-team   |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                   |
      | 1     | T1  | T2    | 1-0; 1/2-1/2; 0-1        |
      | 1     | T3  | T4    | 1-0; 1-0; 1/2-1/2        |
      | 2     | T1  | T3    | 1-0; -/-; 1/2-1/2        |
      | 2     | T2  | T4    | 0-1; 0-1; 1-0            |
    When the standings are computed
    Then the chain used is "axf-team"
    And the "total-game-points" of T1 is "6"
    And the standings are:
      | id | points |
      | T3 | 2      |
      | T4 | 2      |
      | T1 | 1      |
      | T2 | 1      |

  @tw-2007 @article-5-3
  Scenario: The same 3:1 team match under tw-2007: more 局分 simply wins (第五節 三)
    # T1-T3: 1-0, -/-, 1/2 → 局分 3 : 1 → T1 wins, 場分 2; T3 0.
    Given the event:
      | edition   | tw-2007 |
      | format    | swiss   |
      | team_size | 3       |
    And the players "T1 T3"
    And the games:
      | round | red | black | result            |
      | 1     | T1  | T3    | 1-0; -/-; 1/2-1/2 |
    When the standings are computed
    Then the standings are:
      | id | points |
      | T1 | 2      |
      | T3 | 0      |

  @tw-2007 @article-7
  Scenario: A forfeit scores as a loss and the opponent wins (第七節 一); a double forfeit scores nothing
    # A-B "+/-": A wins by forfeit, 2; B 0. C-D "-/-": both absent, both 0 (第七節 一: 判雙方棄權).
    # B, C, D on 0: 對手分 (三[A]) B = A's 2, C = D's 0, D = C's 0 → B second.
    # C and D: their double forfeit is no encounter (直勝 cannot apply), no wins, no games with black
    # (nobody played), 強對手分 0 each, no fouls → still tied, third place shared.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D"
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | +/-    |
      | 1     | C   | D     | -/-    |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-score | decided by      |
      | 1    | A  | 2      | 0               |                 |
      | 2    | B  | 0      | 2               |                 |
      | 3=   | C  | 0      | 0               | opponents-score |
      | 3=   | D  | 0      | 0               |                 |

  @tw-2007 @appendix
  Scenario: In a round robin of an odd number the bye is a rest and scores nothing (附錄 說明3)
    # R1 A-B 1-0, C bye; R2 B-C 1/2, A bye; R3 C-A 0-1, B bye. Points: A 4, B 1, C 1 (byes add nothing).
    # B and C: 小分 0.5 each, drawn game, no wins, one game with black each; in their game C had black → C above B.
    Given the event:
      | edition | tw-2007     |
      | format  | round-robin |
    And the players "A B C"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 1-0     |
      | 1     | C   | bye   |         |
      | 2     | B   | C     | 1/2-1/2 |
      | 2     | A   | bye   |         |
      | 3     | C   | A     | 0-1     |
      | 3     | B   | bye   |         |
    When the standings are computed
    Then the standings are:
      | rank | id | points | decided by           |
      | 1    | A  | 4      |                      |
      | 2    | C  | 1      |                      |
      | 3    | B  | 1      | black-in-mutual-game |
