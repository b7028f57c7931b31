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
