# 第二章 第六節 四 (team round robin) and 五 (team Swiss), tw-2007. Board results are written from the
# first-listed team's side; that team has red on odd boards (附錄 說明2).
Feature: Team tiebreaks (tw-2007 第六節 四、五)

  @article-6-4A
  Scenario: Team round robin: [A] 總局分
    # T1-T2 1-0, 1-0, 0-1 → 4:2, T1 wins (場分 2). T2-T3 1-0, 1/2, 1/2 → 4:2, T2 wins.
    # T3-T1 1-0, 1-0, 1/2 → 5:1, T3 wins. 場分 2 each.
    # 總局分 T1 4+1 = 5, T2 2+4 = 6, T3 2+5 = 7 → T3, T2, T1.
    Given the event:
      | edition   | tw-2007     |
      | format    | round-robin |
      | team_size | 3           |
    And the players "T1 T2 T3"
    And the games:
      | round | red | black | result                  |
      | 1     | T1  | T2    | 1-0; 1-0; 0-1           |
      | 2     | T2  | T3    | 1-0; 1/2-1/2; 1/2-1/2   |
      | 3     | T3  | T1    | 1-0; 1-0; 1/2-1/2       |
    When the standings are computed
    Then the standings are:
      | rank | id | points | total-game-points | decided by        |
      | 1    | T3 | 2      | 7                 |                   |
      | 2    | T2 | 2      | 6                 | total-game-points |
      | 3    | T1 | 2      | 5                 | total-game-points |

  @article-6-4D @article-6-4E
  Scenario: Team round robin: [D] 全隊勝局, then [E] 兩隊對賽勝者 for the two still level
    # T1-T2 1-0, 1-0, 0-1 → 4:2 T1. T2-T3 1-0, 1/2, 1/2 → 4:2 T2. T3-T1 1-0, 1/2, 1/2 → 4:2 T3.
    # 場分 2 each; 總局分 6 each; 小分 on 場分: each beat one team of 2 → 2 each; matches won 1 each.
    # 全隊勝局: T1 2 (R1 boards 1, 2), T2 1 + 1 = 2 (R1 board 3, R2 board 1), T3 1 (R3 board 1) → T3 last.
    # T1 and T2: T1 won their match → T1 first.
    Given the event:
      | edition   | tw-2007     |
      | format    | round-robin |
      | team_size | 3           |
    And the players "T1 T2 T3"
    And the games:
      | round | red | black | result                  |
      | 1     | T1  | T2    | 1-0; 1-0; 0-1           |
      | 2     | T2  | T3    | 1-0; 1/2-1/2; 1/2-1/2   |
      | 3     | T3  | T1    | 1-0; 1/2-1/2; 1/2-1/2   |
    When the standings are computed
    Then the standings are:
      | rank | id | points | total-game-points | sonneborn-berger | match-wins | wins | decided by       |
      | 1    | T1 | 2      | 6                 | 2                | 1          | 2    |                  |
      | 2    | T2 | 2      | 6                 | 2                | 1          | 2    | direct-encounter |
      | 3    | T3 | 2      | 6                 | 2                | 1          | 1    | wins             |

  @article-6-4C @article-6-4D @article-6-4E
  Scenario: Team round robin: [C] 取勝場數, [D] 全隊勝局, [E] 兩隊對賽勝者 in turn
    # Four teams (Berger table for 4). T1 beats T3 4:2 (two board wins), T4 beats T1 4:2 (one win, two draws),
    # T3 beats T4 4:2 (one win, two draws); every match of T2 is 3:3.
    # 場分 3 each; 總局分 4+3+2 = 9 each; 小分 (場分 of beaten + half of drawn): T1 = T3 3 + half T2 1.5 = 4.5,
    # T2 = half of 3+3+3 = 4.5, T3 = T4 3 + 1.5 = 4.5, T4 = T1 3 + 1.5 = 4.5 — all level.
    # [C] matches won: T1, T3, T4 one each, T2 none → T2 last.
    # [D] games won: T1 2, T3 1 + 1 = 2, T4 1 → T4 third.  [E] T1 beat T3 → T1 first.
    Given the event:
      | edition   | tw-2007     |
      | format    | round-robin |
      | team_size | 3           |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                    |
      | 1     | T1  | T4    | 0-1; 1/2-1/2; 1/2-1/2     |
      | 1     | T2  | T3    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |
      | 2     | T4  | T3    | 0-1; 1/2-1/2; 1/2-1/2     |
      | 2     | T1  | T2    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |
      | 3     | T2  | T4    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |
      | 3     | T3  | T1    | 0-1; 0-1; 1-0             |
    When the standings are computed
    Then the standings are:
      | rank | id | points | total-game-points | sonneborn-berger | match-wins | wins | decided by       |
      | 1    | T1 | 3      | 9                 | 4.5              | 1          | 2    |                  |
      | 2    | T3 | 3      | 9                 | 4.5              | 1          | 2    | direct-encounter |
      | 3    | T4 | 3      | 9                 | 4.5              | 1          | 1    | wins             |
      | 4    | T2 | 3      | 9                 | 4.5              | 0          | 0    | match-wins       |

  @article-6-4F
  Scenario: Team round robin: [F] 第一台總得分 when everything before it is level
    # Each match won 4:2 by one win and two draws: T1-T2 (T1 wins board 1), T2-T3 (T2 wins board 2),
    # T3-T1 (T3 wins board 3). 場分 2 each, 總局分 6 each, 小分 2 each, one match and one game won each,
    # the three mutual matches give 2 each (直勝 cannot separate).
    # 第一台: T1 2 (R1) + 1 (R3) = 3; T2 0 + 1 = 1; T3 1 + 1 = 2 → T1, T3, T2.
    Given the event:
      | edition   | tw-2007     |
      | format    | round-robin |
      | team_size | 3           |
    And the players "T1 T2 T3"
    And the games:
      | round | red | black | result                    |
      | 1     | T1  | T2    | 1-0; 1/2-1/2; 1/2-1/2     |
      | 2     | T2  | T3    | 1/2-1/2; 1-0; 1/2-1/2     |
      | 3     | T3  | T1    | 1/2-1/2; 1/2-1/2; 1-0     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | total-game-points | wins | direct-encounter | board-one-total | decided by      |
      | 1    | T1 | 2      | 6                 | 1    | 2                | 3               |                 |
      | 2    | T3 | 2      | 6                 | 1    | 2                | 2               | board-one-total |
      | 3    | T2 | 2      | 6                 | 1    | 2                | 1               | board-one-total |

  @article-6-5
  Scenario: Team Swiss: [A] 對手總場分 first
    # R1: T1-T2 1-0, 1-0, 1/2 (5:1, T1), T3-T4 1/2 ×3 (3:3, draw).  R2: T1-T3 1/2 ×3 (draw), T2-T4 1-0, 1-0, 0-1 (4:2, T2).
    # 場分: T1 2+1 = 3, T3 1+1 = 2, T2 0+2 = 2, T4 1+0 = 1.
    # T2 and T3 on 2: 對手總場分 T2 = T1 3 + T4 1 = 4;  T3 = T4 1 + T1 3 = 4 — equal.
    # [B] 總局分 T2 1+4 = 5;  T3 3+3 = 6 → T3 above T2.
    Given the event:
      | edition   | tw-2007 |
      | format    | swiss   |
      | team_size | 3       |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                    |
      | 1     | T1  | T2    | 1-0; 1-0; 1/2-1/2         |
      | 1     | T3  | T4    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |
      | 2     | T1  | T3    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |
      | 2     | T2  | T4    | 1-0; 1-0; 0-1             |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-match-points | total-game-points | decided by        |
      | 1    | T1 | 3      | 4                      | 8                 |                   |
      | 2    | T3 | 2      | 4                      | 6                 |                   |
      | 3    | T2 | 2      | 4                      | 5                 | total-game-points |
      | 4    | T4 | 1      | 4                      | 5                 |                   |

  @article-6-5F @article-6-5G
  Scenario: Team Swiss: [F] 後手出場次數, then [G] 全隊技術犯規少者
    # Every board of both rounds drawn: 場分 2 each, 對手總場分 4 each, 總局分 6 each, nobody met all the others
    # (直勝 cannot separate), 對手總局分 12 each, 第一台 2 each.
    # 後手出場 (listed second, black on board 1): T4 twice, T2 and T3 once, T1 never → T4, {T2, T3}, T1.
    # T2 and T3: T3 had a technical foul → T2 above T3.
    Given the event:
      | edition   | tw-2007 |
      | format    | swiss   |
      | team_size | 3       |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                    | black fouls |
      | 1     | T1  | T2    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |             |
      | 1     | T3  | T4    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |             |
      | 2     | T1  | T3    | 1/2-1/2; 1/2-1/2; 1/2-1/2 | 1           |
      | 2     | T2  | T4    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |             |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-game-points | board-one-total | black-appearances | fewer-fouls | decided by        |
      | 1    | T4 | 2      | 12                    | 2               | 2                 | 0           |                   |
      | 2    | T2 | 2      | 12                    | 2               | 1                 | 0           | black-appearances |
      | 3    | T3 | 2      | 12                    | 2               | 1                 | 1           | fewer-fouls       |
      | 4    | T1 | 2      | 12                    | 2               | 0                 | 0           | black-appearances |

  @article-6-4B
  Scenario: Team round robin: [B] 小分 on 場分 decides when 總局分 is level
    # 第六節 四[B] 小分 = 所勝對手的全部場分及所和對手的一半場分之總和. Four teams, Berger table for 4.
    # R1 T1-T4 4:2 (T1), T2-T3 4:2 (T2).  R2 T4-T3 4:2 (T4), T1-T2 3:3.  R3 T2-T4 2:4 (T4), T3-T1 4:2 (T3).
    # 場分: T1 W T4, D T2, L T3 = 3;  T2 W T3, D T1, L T4 = 3;  T3 W T1 = 2;  T4 W T3, W T2 = 4.  (12 in all)
    # 總局分: T1 4+3+2 = 9;  T2 4+3+2 = 9;  T3 2+2+4 = 8;  T4 2+4+4 = 10.  (36 in all)
    # T1 and T2 level on 場分 and [A] 總局分. 小分: T1 = T4's 4 + half of T2's 3 = 5.5;
    # T2 = T3's 2 + half of T1's 3 = 3.5 → T1 above T2.  (T4 = 2 + 3 = 5, T3 = T1's 3 = 3; not needed.)
    Given the event:
      | edition   | tw-2007     |
      | format    | round-robin |
      | team_size | 3           |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                    |
      | 1     | T1  | T4    | 1-0; 1/2-1/2; 1/2-1/2     |
      | 1     | T2  | T3    | 1-0; 1/2-1/2; 1/2-1/2     |
      | 2     | T4  | T3    | 1-0; 1/2-1/2; 1/2-1/2     |
      | 2     | T1  | T2    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |
      | 3     | T2  | T4    | 0-1; 1/2-1/2; 1/2-1/2     |
      | 3     | T3  | T1    | 1-0; 1/2-1/2; 1/2-1/2     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | total-game-points | sonneborn-berger | decided by       |
      | 1    | T4 | 4      | 10                | 5                |                  |
      | 2    | T1 | 3      | 9                 | 5.5              |                  |
      | 3    | T2 | 3      | 9                 | 3.5              | sonneborn-berger |
      | 4    | T3 | 2      | 8                 | 3                |                  |

  @article-6-4G
  Scenario: Team round robin: [G] 後手局數 when [A]–[F] are level
    # Four teams, Berger table for 4, every board drawn: 場分 3 each, 總局分 9, 小分 = half of 3+3+3 = 4.5,
    # no match won, no game won, the mutual matches (all met) give 3 each, 第一台 1+1+1 = 3 each.
    # 後手局數: the first-listed team has black on board 2 (one game), the other on boards 1 and 3 (two games).
    # T1 first, first, second = 1+1+2 = 4;  T2 first, second, first = 4;  T3 second, second, first = 5;
    # T4 second, first, second = 5  → {T3, T4} above {T1, T2}.
    # [H] inside each pair: T4 has a foul (R1), T1 has a foul (R2) → T3, T4, T2, T1.
    Given the event:
      | edition   | tw-2007     |
      | format    | round-robin |
      | team_size | 3           |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                    | red fouls | black fouls |
      | 1     | T1  | T4    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |           | 1           |
      | 1     | T2  | T3    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |           |             |
      | 2     | T4  | T3    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |           |             |
      | 2     | T1  | T2    | 1/2-1/2; 1/2-1/2; 1/2-1/2 | 1         |             |
      | 3     | T2  | T4    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |           |             |
      | 3     | T3  | T1    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |           |             |
    When the standings are computed
    Then the standings are:
      | rank | id | points | total-game-points | sonneborn-berger | match-wins | wins | direct-encounter | board-one-total | games-with-black | fewer-fouls | decided by       |
      | 1    | T3 | 3      | 9                 | 4.5              | 0          | 0    | 3                | 3               | 5                | 0           |                  |
      | 2    | T4 | 3      | 9                 | 4.5              | 0          | 0    | 3                | 3               | 5                | 1           | fewer-fouls      |
      | 3    | T2 | 3      | 9                 | 4.5              | 0          | 0    | 3                | 3               | 4                | 0           | games-with-black |
      | 4    | T1 | 3      | 9                 | 4.5              | 0          | 0    | 3                | 3               | 4                | 1           | fewer-fouls      |

  @article-6-4H
  Scenario: Team round robin: [H] 全隊技術犯規少者 when [A]–[G] are level
    # Three teams, every board drawn; each team is listed first once and second once, so each has 1 + 2 = 3 games
    # with black. 場分 2 each, 總局分 6, 小分 = half of 2 + half of 2 = 2, no match or game won, mutual matches
    # 2 each, 第一台 2 each.  Fouls: T2 one (R1, second team), T3 two (R2 second team, R3 first team).
    # → T1 (0), T2 (1), T3 (2).
    Given the event:
      | edition   | tw-2007     |
      | format    | round-robin |
      | team_size | 3           |
    And the players "T1 T2 T3"
    And the games:
      | round | red | black | result                    | red fouls | black fouls |
      | 1     | T1  | T2    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |           | 1           |
      | 2     | T2  | T3    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |           | 1           |
      | 3     | T3  | T1    | 1/2-1/2; 1/2-1/2; 1/2-1/2 | 1         |             |
    When the standings are computed
    Then the standings are:
      | rank | id | points | total-game-points | sonneborn-berger | direct-encounter | board-one-total | games-with-black | fewer-fouls | decided by  |
      | 1    | T1 | 2      | 6                 | 2                | 2                | 2               | 3                | 0           |             |
      | 2    | T2 | 2      | 6                 | 2                | 2                | 2               | 3                | 1           | fewer-fouls |
      | 3    | T3 | 2      | 6                 | 2                | 2                | 2               | 3                | 2           | fewer-fouls |

  @article-6-5C
  Scenario: Team Swiss: [C] 兩隊對賽勝者 after [A] and [B]
    # R1 T1-T2 4:2 (T1), T3-T4 1:5 (T4).  R2 T1-T3 2:4 (T3), T2-T4 4:2 (T2).
    # 場分: every team won one match and lost one → 2 each.
    # [A] 對手總場分: T1 = T2 2 + T3 2 = 4;  T2 = T1 2 + T4 2 = 4;  T3 = T4 2 + T1 2 = 4;  T4 = T3 2 + T2 2 = 4.
    # [B] 總局分: T1 4+2 = 6;  T2 2+4 = 6;  T3 1+4 = 5;  T4 5+2 = 7  → T4, {T1, T2}, T3.
    # [C] T1 beat T2 in round 1 → T1 above T2.
    Given the event:
      | edition   | tw-2007 |
      | format    | swiss   |
      | team_size | 3       |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                |
      | 1     | T1  | T2    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 1     | T3  | T4    | 0-1; 0-1; 1/2-1/2     |
      | 2     | T1  | T3    | 0-1; 1/2-1/2; 1/2-1/2 |
      | 2     | T2  | T4    | 1-0; 1/2-1/2; 1/2-1/2 |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-match-points | total-game-points | decided by        |
      | 1    | T4 | 2      | 4                      | 7                 |                   |
      | 2    | T1 | 2      | 4                      | 6                 | total-game-points |
      | 3    | T2 | 2      | 4                      | 6                 | direct-encounter  |
      | 4    | T3 | 2      | 4                      | 5                 | total-game-points |

  @article-6-5D
  Scenario: Team Swiss: [D] 對手總局分 when the two did not meet
    # Six teams, two rounds; every match won 4:2 except T3-T4 5:1.
    # R1 T1-T3 4:2 (T1), T2-T4 4:2 (T2), T5-T6 2:4 (T6).  R2 T1-T5 4:2 (T1), T2-T6 4:2 (T2), T3-T4 5:1 (T3).
    # 場分: T1 4, T2 4, T3 2, T6 2, T4 0, T5 0.   總局分: T1 8, T2 8, T3 2+5 = 7, T4 2+1 = 3, T5 2+2 = 4, T6 4+2 = 6.
    # T1, T2: [A] 對手總場分 T1 = T3 2 + T5 0 = 2;  T2 = T4 0 + T6 2 = 2.  [B] 8 each.  [C] they did not meet.
    # [D] 對手總局分 T1 = T3 7 + T5 4 = 11;  T2 = T4 3 + T6 6 = 9 → T1 above T2.
    # T3, T6: [A] T3 = T1 4 + T4 0 = 4;  T6 = T5 0 + T2 4 = 4.  [B] 7 against 6 → T3 above T6.
    # T4, T5: [A] T4 = T2 4 + T3 2 = 6;  T5 = T6 2 + T1 4 = 6.  [B] 3 against 4 → T5 above T4.
    # 對手總局分 of the others (shown, not deciding): T3 = T1 8 + T4 3 = 11;  T6 = T5 4 + T2 8 = 12;
    # T5 = T6 6 + T1 8 = 14;  T4 = T2 8 + T3 7 = 15.
    Given the event:
      | edition   | tw-2007 |
      | format    | swiss   |
      | team_size | 3       |
    And the players "T1 T2 T3 T4 T5 T6"
    And the games:
      | round | red | black | result                |
      | 1     | T1  | T3    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 1     | T2  | T4    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 1     | T5  | T6    | 0-1; 1/2-1/2; 1/2-1/2 |
      | 2     | T1  | T5    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 2     | T2  | T6    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 2     | T3  | T4    | 1-0; 1-0; 1/2-1/2     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-match-points | total-game-points | opponents-game-points | decided by            |
      | 1    | T1 | 4      | 2                      | 8                 | 11                    |                       |
      | 2    | T2 | 4      | 2                      | 8                 | 9                     | opponents-game-points |
      | 3    | T3 | 2      | 4                      | 7                 | 11                    |                       |
      | 4    | T6 | 2      | 4                      | 6                 | 12                    | total-game-points     |
      | 5    | T5 | 0      | 6                      | 4                 | 14                    |                       |
      | 6    | T4 | 0      | 6                      | 3                 | 15                    | total-game-points     |

  @article-6-5E
  Scenario: Team Swiss: [E] 第一台總得分 when [A]–[D] are level
    # Every match 3:3, so 場分 2 each, 對手總場分 4, 總局分 6, 對手總局分 12 each; T1-T2 and T3-T4 never met,
    # so 兩隊對賽 cannot separate the four. Board 1 (from the first-listed side, win 2 / draw 1 / loss 0):
    # R1 T1-T3 board 1 1-0 (T1 2, T3 0); T2-T4 drawn (1, 1).  R2 T1-T4 1-0 (T1 2, T4 0); T2-T3 1-0 (T2 2, T3 0).
    # 第一台: T1 2+2 = 4;  T2 1+2 = 3;  T4 1+0 = 1;  T3 0+0 = 0 → T1, T2, T4, T3.
    Given the event:
      | edition   | tw-2007 |
      | format    | swiss   |
      | team_size | 3       |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                    |
      | 1     | T1  | T3    | 1-0; 0-1; 1/2-1/2         |
      | 1     | T2  | T4    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |
      | 2     | T1  | T4    | 1-0; 0-1; 1/2-1/2         |
      | 2     | T2  | T3    | 1-0; 0-1; 1/2-1/2         |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-match-points | total-game-points | opponents-game-points | board-one-total | decided by      |
      | 1    | T1 | 2      | 4                      | 6                 | 12                    | 4               |                 |
      | 2    | T2 | 2      | 4                      | 6                 | 12                    | 3               | board-one-total |
      | 3    | T4 | 2      | 4                      | 6                 | 12                    | 1               | board-one-total |
      | 4    | T3 | 2      | 4                      | 6                 | 12                    | 0               | board-one-total |

  # AXF team championship (seed 003 附录1 第12条): 先计场分 then (1) 对手场分 (2) 总局分 (3) 直胜 (4) 对手局分
  # (5) 第1台之总得分 (6) 后手出场次数 (7) 犯规少者 — the tw-2007 五 list in the same order. Match results by 第7条
  # (4 or more of 6 wins, 3:3 draws, 3 or fewer loses); with every board played this is the same as tw-2007's
  # comparison of 局分, so the crosstables above give the same answers under the AXF regulation. In the working
  # below, [A]–[E] are the tw-2007 names of (1)–(5).

  @axf-events @appendix-1-12-3
  Scenario: AXF team championship: 附录1 第12条(3) 直胜 after (1) and (2), crosstable of 五[C]
    # R1 T1-T2 4:2 (T1), T3-T4 1:5 (T4).  R2 T1-T3 2:4 (T3), T2-T4 4:2 (T2).
    # 場分: every team won one match and lost one → 2 each.
    # [A] 對手總場分: T1 = T2 2 + T3 2 = 4;  T2 = T1 2 + T4 2 = 4;  T3 = T4 2 + T1 2 = 4;  T4 = T3 2 + T2 2 = 4.
    # [B] 總局分: T1 4+2 = 6;  T2 2+4 = 6;  T3 1+4 = 5;  T4 5+2 = 7  → T4, {T1, T2}, T3.
    # [C] T1 beat T2 in round 1 → T1 above T2.
    Given the event:
      | edition    | axf-events |
      | format     | swiss      |
      | team_size  | 3          |
      | regulation | axf-team   |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                |
      | 1     | T1  | T2    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 1     | T3  | T4    | 0-1; 0-1; 1/2-1/2     |
      | 2     | T1  | T3    | 0-1; 1/2-1/2; 1/2-1/2 |
      | 2     | T2  | T4    | 1-0; 1/2-1/2; 1/2-1/2 |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-match-points | total-game-points | decided by        |
      | 1    | T4 | 2      | 4                      | 7                 |                   |
      | 2    | T1 | 2      | 4                      | 6                 | total-game-points |
      | 3    | T2 | 2      | 4                      | 6                 | direct-encounter  |
      | 4    | T3 | 2      | 4                      | 5                 | total-game-points |

  @axf-events @appendix-1-12-4
  Scenario: AXF team championship: 附录1 第12条(4) 对手局分 when the two did not meet, crosstable of 五[D]
    # Six teams, two rounds; every match won 4:2 except T3-T4 5:1.
    # R1 T1-T3 4:2 (T1), T2-T4 4:2 (T2), T5-T6 2:4 (T6).  R2 T1-T5 4:2 (T1), T2-T6 4:2 (T2), T3-T4 5:1 (T3).
    # 場分: T1 4, T2 4, T3 2, T6 2, T4 0, T5 0.   總局分: T1 8, T2 8, T3 2+5 = 7, T4 2+1 = 3, T5 2+2 = 4, T6 4+2 = 6.
    # T1, T2: [A] 對手總場分 T1 = T3 2 + T5 0 = 2;  T2 = T4 0 + T6 2 = 2.  [B] 8 each.  [C] they did not meet.
    # [D] 對手總局分 T1 = T3 7 + T5 4 = 11;  T2 = T4 3 + T6 6 = 9 → T1 above T2.
    # T3, T6: [A] T3 = T1 4 + T4 0 = 4;  T6 = T5 0 + T2 4 = 4.  [B] 7 against 6 → T3 above T6.
    # T4, T5: [A] T4 = T2 4 + T3 2 = 6;  T5 = T6 2 + T1 4 = 6.  [B] 3 against 4 → T5 above T4.
    # 對手總局分 of the others (shown, not deciding): T3 = T1 8 + T4 3 = 11;  T6 = T5 4 + T2 8 = 12;
    # T5 = T6 6 + T1 8 = 14;  T4 = T2 8 + T3 7 = 15.
    Given the event:
      | edition    | axf-events |
      | format     | swiss      |
      | team_size  | 3          |
      | regulation | axf-team   |
    And the players "T1 T2 T3 T4 T5 T6"
    And the games:
      | round | red | black | result                |
      | 1     | T1  | T3    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 1     | T2  | T4    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 1     | T5  | T6    | 0-1; 1/2-1/2; 1/2-1/2 |
      | 2     | T1  | T5    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 2     | T2  | T6    | 1-0; 1/2-1/2; 1/2-1/2 |
      | 2     | T3  | T4    | 1-0; 1-0; 1/2-1/2     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-match-points | total-game-points | opponents-game-points | decided by            |
      | 1    | T1 | 4      | 2                      | 8                 | 11                    |                       |
      | 2    | T2 | 4      | 2                      | 8                 | 9                     | opponents-game-points |
      | 3    | T3 | 2      | 4                      | 7                 | 11                    |                       |
      | 4    | T6 | 2      | 4                      | 6                 | 12                    | total-game-points     |
      | 5    | T5 | 0      | 6                      | 4                 | 14                    |                       |
      | 6    | T4 | 0      | 6                      | 3                 | 15                    | total-game-points     |

  @axf-events @appendix-1-12-5
  Scenario: AXF team championship: 附录1 第12条(5) 第1台 when (1)–(4) are level, crosstable of 五[E]
    # Every match 3:3, so 場分 2 each, 對手總場分 4, 總局分 6, 對手總局分 12 each; T1-T2 and T3-T4 never met,
    # so 兩隊對賽 cannot separate the four. Board 1 (from the first-listed side, win 2 / draw 1 / loss 0):
    # R1 T1-T3 board 1 1-0 (T1 2, T3 0); T2-T4 drawn (1, 1).  R2 T1-T4 1-0 (T1 2, T4 0); T2-T3 1-0 (T2 2, T3 0).
    # 第一台: T1 2+2 = 4;  T2 1+2 = 3;  T4 1+0 = 1;  T3 0+0 = 0 → T1, T2, T4, T3.
    Given the event:
      | edition    | axf-events |
      | format     | swiss      |
      | team_size  | 3          |
      | regulation | axf-team   |
    And the players "T1 T2 T3 T4"
    And the games:
      | round | red | black | result                    |
      | 1     | T1  | T3    | 1-0; 0-1; 1/2-1/2         |
      | 1     | T2  | T4    | 1/2-1/2; 1/2-1/2; 1/2-1/2 |
      | 2     | T1  | T4    | 1-0; 0-1; 1/2-1/2         |
      | 2     | T2  | T3    | 1-0; 0-1; 1/2-1/2         |
    When the standings are computed
    Then the standings are:
      | rank | id | points | opponents-match-points | total-game-points | opponents-game-points | board-one-total | decided by      |
      | 1    | T1 | 2      | 4                      | 6                 | 12                    | 4               |                 |
      | 2    | T2 | 2      | 4                      | 6                 | 12                    | 3               | board-one-total |
      | 3    | T4 | 2      | 4                      | 6                 | 12                    | 1               | board-one-total |
      | 4    | T3 | 2      | 4                      | 6                 | 12                    | 0               | board-one-total |
