# 第二章 第六節 二: one-game individual round robin, tw-2007 chain [A] 小分 → [B] 兩人對賽勝者 → [C] 勝局 →
# [D] 後手勝局 → [E] 後手賽局 → [F] 兩人對賽時執後手者 → [G] 技術犯規少者.
# Each crosstable is built so that every criterion before the one under test is level for the tied players;
# the working is in the comments. "A-B 0-1" means A had red and lost.
Feature: Round-robin tiebreaks (tw-2007 第六節 二)

  Background:
    Given the event:
      | edition | tw-2007     |
      | format  | round-robin |

  @article-6-2A
  Scenario: [A] 小分 separates two players on equal points
    # A-B 1/2, A-C 1/2, A-D 1-0, B-C 1-0, B-D 0-1, C-D 1-0.
    # Points: A 1+1+2 = 4, B 1+2+0 = 3, C 1+0+2 = 3, D 0+2+0 = 2.
    # 小分 B: beat C (3) + half of A (4/2 = 2) = 5;  C: beat D (2) + half of A (2) = 4.  B above C.
    # A: beat D (2) + half of B (1.5) + half of C (1.5) = 5;  D: beat B (3) = 3.
    And the players "A B C D"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 1/2-1/2 |
      | 1     | C   | D     | 1-0     |
      | 2     | A   | C     | 1/2-1/2 |
      | 2     | B   | D     | 0-1     |
      | 3     | A   | D     | 1-0     |
      | 3     | B   | C     | 1-0     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | sonneborn-berger | decided by       |
      | 1    | A  | 4      | 5                |                  |
      | 2    | B  | 3      | 5                |                  |
      | 3    | C  | 3      | 4                | sonneborn-berger |
      | 4    | D  | 2      | 3                |                  |

  @article-6-2B
  Scenario: [B] 兩人對賽勝者 when 小分 are equal
    # A-B 0-1, A-C 0-1, A-D 1/2, B-C 1/2, B-D 0-1, C-D 1-0 (the first named has red).
    # Points: A 0+0+1 = 1, B 2+1+0 = 3, C 2+1+2 = 5, D 1+2+0 = 3.
    # 小分 B: beat A (1) + half C (2.5) = 3.5;  D: beat B (3) + half A (0.5) = 3.5 — equal.
    # 兩人對賽: D beat B → D second, B third.
    And the players "A B C D"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 0-1     |
      | 1     | C   | D     | 1-0     |
      | 2     | A   | C     | 0-1     |
      | 2     | B   | D     | 0-1     |
      | 3     | A   | D     | 1/2-1/2 |
      | 3     | B   | C     | 1/2-1/2 |
    When the standings are computed
    Then the standings are:
      | rank | id | points | sonneborn-berger | direct-encounter | decided by       |
      | 1    | C  | 5      | 5.5              |                  |                  |
      | 2    | D  | 3      | 3.5              | 2                |                  |
      | 3    | B  | 3      | 3.5              | 0                | direct-encounter |
      | 4    | A  | 1      | 1.5              |                  |                  |

  @article-6-2C
  Scenario: [C] 勝局 when 小分 are equal and their game was drawn
    # Five players (Berger table for 5; the bye is a rest):
    #   R1 B-E 1/2, C-D 1/2   R2 E-C 1-0, A-B 0-1   R3 C-A 1-0, D-E 1/2   R4 A-D 0-1, B-C 0-1   R5 D-B 1/2, E-A 0-1
    # Points: A 0+0+0+2 = 2; B 2 (A) + 0 (C) + 1 (D) + 1 (E) = 4; C 2 (A) + 2 (B) + 1 (D) + 0 (E) = 5;
    #         D 2 (A) + 1 (B) + 1 (C) + 1 (E) = 5; E 0 (A) + 1 (B) + 2 (C) + 1 (D) = 4.
    # C and D on 5: 小分 C = A 2 + B 4 + half D 2.5 = 8.5;  D = A 2 + half B 2 + half C 2.5 + half E 2 = 8.5.
    #   Their game was drawn; 勝局 C 2, D 1 → C above D.
    # B and E on 4: 小分 B = A 2 + half D 2.5 + half E 2 = 6.5;  E = C 5 + half B 2 + half D 2.5 = 9.5 → E above B.
    # A: beat E → 小分 4.
    And the players "A B C D E"
    And the games:
      | round | red | black | result  |
      | 1     | B   | E     | 1/2-1/2 |
      | 1     | C   | D     | 1/2-1/2 |
      | 2     | E   | C     | 1-0     |
      | 2     | A   | B     | 0-1     |
      | 3     | C   | A     | 1-0     |
      | 3     | D   | E     | 1/2-1/2 |
      | 4     | A   | D     | 0-1     |
      | 4     | B   | C     | 0-1     |
      | 5     | D   | B     | 1/2-1/2 |
      | 5     | E   | A     | 0-1     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | sonneborn-berger | wins | decided by       |
      | 1    | C  | 5      | 8.5              | 2    |                  |
      | 2    | D  | 5      | 8.5              | 1    | wins             |
      | 3    | E  | 4      | 9.5              | 1    |                  |
      | 4    | B  | 4      | 6.5              | 1    | sonneborn-berger |
      | 5    | A  | 2      | 4                | 1    |                  |

  @article-6-2D
  Scenario: [D] 後手勝局 when 小分, 直勝 and 勝局 are level
    # A-B 0-1, A-C 0-1, A-D 0-1, B-C 0-1, D-B 1-0 (D red), C-D 1/2.
    # Points: A 0, B 2, C 2+2+1 = 5, D 2+2+1 = 5.
    # 小分 C: A 0 + B 2 + half D 2.5 = 4.5; D: A 0 + B 2 + half C 2.5 = 4.5. 直勝: drawn. 勝局: 2 each.
    # 後手勝局: C won against A and B with black → 2; D won against A with black, against B with red → 1.
    And the players "A B C D"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 0-1     |
      | 1     | C   | D     | 1/2-1/2 |
      | 2     | A   | C     | 0-1     |
      | 2     | D   | B     | 1-0     |
      | 3     | A   | D     | 0-1     |
      | 3     | B   | C     | 0-1     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | wins | wins-with-black | decided by      |
      | 1    | C  | 5      | 2    | 2               |                 |
      | 2    | D  | 5      | 2    | 1               | wins-with-black |
      | 3    | B  | 2      | 1    | 1               |                 |
      | 4    | A  | 0      | 0    | 0               |                 |

  @article-6-2E
  Scenario: [E] 後手賽局 when everything before it is level
    # As above but B-D with B red: D now beats B with black too.
    # C: 後手勝局 2 (vs A, B), games with black 2 (vs A, vs B; red against D).
    # D: 後手勝局 2 (vs A, B), games with black 3 (vs A, vs B, vs C). D above C.
    And the players "A B C D"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 0-1     |
      | 1     | C   | D     | 1/2-1/2 |
      | 2     | A   | C     | 0-1     |
      | 2     | B   | D     | 0-1     |
      | 3     | A   | D     | 0-1     |
      | 3     | B   | C     | 0-1     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | wins-with-black | games-with-black | decided by       |
      | 1    | D  | 5      | 2               | 3                |                  |
      | 2    | C  | 5      | 2               | 2                | games-with-black |
      | 3    | B  | 2      | 1               | 1                |                  |
      | 4    | A  | 0      | 0               | 0                |                  |

  @article-6-2F
  Scenario: [F] the one who had black in their game
    # A-B 0-1, A-C 0-1, A-D 0-1, B-C 0-1, D-B 1/2 (D red), C-D 1-0.
    # Points: A 0, B 2+0+1 = 3, C 6, D 2+1+0 = 3. 小分 B: A 0 + half D 1.5 = 1.5; D: A 0 + half B 1.5 = 1.5.
    # 直勝: drawn. 勝局 1 each (both beat A, both with black). 後手賽局: B black vs A and D = 2;
    # D black vs A and C = 2. [F]: in B-D, B had black → B above D.
    And the players "A B C D"
    And the games:
      | round | red | black | result  |
      | 1     | A   | B     | 0-1     |
      | 1     | C   | D     | 1-0     |
      | 2     | A   | C     | 0-1     |
      | 2     | D   | B     | 1/2-1/2 |
      | 3     | A   | D     | 0-1     |
      | 3     | B   | C     | 0-1     |
    When the standings are computed
    Then the standings are:
      | rank | id | points | games-with-black | black-in-mutual-game | decided by           |
      | 1    | C  | 6      | 2                |                      |                      |
      | 2    | B  | 3      | 2                | black                |                      |
      | 3    | D  | 3      | 2                | red                  | black-in-mutual-game |
      | 4    | A  | 0      | 0                |                      |                      |

  @article-6-2G
  Scenario: [G] fewer technical fouls, in a three-way cycle nothing else separates
    # A-B 1-0 (A red), B-C 1-0 (B red), C-A 1-0 (C red): 2 points each, 小分 2 each, the mutual games give
    # 2 each (直勝 cannot separate), 1 win each, none with black, one game with black each; [F] needs two.
    # Fouls: A 1, B 0, C 2 → B, A, C.
    And the players "A B C"
    And the games:
      | round | red | black | result | red fouls | black fouls |
      | 1     | A   | B     | 1-0    | 1         | 0           |
      | 2     | B   | C     | 1-0    | 0         | 1           |
      | 3     | C   | A     | 1-0    | 1         | 0           |
    When the standings are computed
    Then the standings are:
      | rank | id | points | direct-encounter | fewer-fouls | decided by  |
      | 1    | B  | 2      | 2                | 0           |             |
      | 2    | A  | 2      | 2                | 1           | fewer-fouls |
      | 3    | C  | 2      | 2                | 2           | fewer-fouls |
