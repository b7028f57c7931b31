# Swiss pairing (積分編排): round 1 by 第一章第三節 一 (1 v 2, 3 v 4, the odd number red), later rounds by score
# groups from the top, no rematch, colours balanced and alternated (第二輪…盡可能讓上一輪執紅子者在此輪執黑子).
Feature: Swiss pairing

  @tw-2007 @article-1-3-1
  Scenario: Round 1: 1 v 2, 3 v 4, the odd number has red; with five players the last has the bye
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D E"
    When round 1 is paired
    Then the pairings are:
      | red | black |
      | A   | B     |
      | C   | D     |
      | E   | bye   |

  @axf-events @appendix-3-3
  Scenario: Round 1 keeps players of one unit apart (附录3 第3条)
    # A and B are both from unit X: A meets C instead, and B meets D; the smaller number has red.
    Given the event:
      | edition    | axf-events |
      | format     | swiss      |
      | regulation | axf-6+1    |
    And the players:
      | id | unit |
      | A  | X    |
      | B  | X    |
      | C  | Y    |
      | D  | Z    |
    When round 1 is paired
    Then the pairings are:
      | red | black |
      | A   | C     |
      | B   | D     |
    And the explanation mentions "not B: same unit X"

  @tw-2007 @article-1-3-1
  Scenario: Round 2: score groups from the top, and who had red has black
    # After R1 A-B 1-0, C-D 1-0, E-F 1-0: A, C, E on 2; B, D, F on 0.
    # Group 2 (A, C, E; upper half v lower half): A meets C. Both had red: the higher ranked A alternates → C red.
    # E floats down to the 0 group; E met F, so E meets B (the first of B, D); B had black → B red.
    # D and F both had black; the higher ranked D alternates → D red.
    # Boards: the pair with the higher score first.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D E F"
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | 1-0    |
      | 1     | C   | D     | 1-0    |
      | 1     | E   | F     | 1-0    |
    When round 2 is paired
    Then the pairings are:
      | red | black |
      | C   | A     |
      | B   | E     |
      | D   | F     |

  @tw-2007 @article-7
  Scenario: A forfeit counts as a meeting: no rematch after it
    # R1 A-B +/- (A wins by forfeit), C-D 1-0.  R2 A-C 0-1, B-D 1-0.  Scores: C 4, A 2, B 2, D 0.
    # A and B would meet in the 2 group, but their forfeit counts as a meeting, so C (who met A) takes B, and
    # A takes D. Colours count played games only: C red-black, B red → C red; A red, D black-black → D red.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D"
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | +/-    |
      | 1     | C   | D     | 1-0    |
      | 2     | A   | C     | 0-1    |
      | 2     | B   | D     | 1-0    |
    When round 3 is paired
    Then the pairings are:
      | red | black |
      | C   | B     |
      | D   | A     |
    And A and B do not meet

  @tw-2007 @article-7-4
  Scenario: A player who withdrew is not paired again
    # D withdrew after round 1; A, B, C remain: A and C on 2 meet, B (0) has the bye.
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D"
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | 1-0    |
      | 1     | C   | D     | 1-0    |
    And D withdraws after round 1
    When round 2 is paired
    Then the pairings are:
      | red | black |
      | C   | A     |
      | B   | bye   |
    And the explanation mentions "not paired: D withdrew after round 1"

  @tw-2007
  Scenario Outline: Same-unit avoidance in every round when the event asks for it (<avoid>)
    # A and C are from unit X, B and D from unit Y. R1 A-B 1-0, C-D 1-0: A, C on 2; B, D on 0.
    # Without avoidance: A meets C (same score). Avoiding units in all rounds: A cannot meet C (unit X) nor B
    # (met), so A meets D and C meets B. Colours: each had one colour; alternation gives the other.
    Given the event:
      | edition         | tw-2007 |
      | format          | swiss   |
      | avoid_same_unit | <avoid> |
    And the players:
      | id | unit |
      | A  | X    |
      | B  | Y    |
      | C  | X    |
      | D  | Y    |
    And the games:
      | round | red | black | result |
      | 1     | A   | B     | 1-0    |
      | 1     | C   | D     | 1-0    |
    When round 2 is paired
    Then the pairs, in any colours, are:
      | one     | other    |
      | <first> | <second> |
      | <third> | <fourth> |

    Examples:
      | avoid      | first | second | third | fourth |
      | none       | A     | C      | B     | D      |
      | all-rounds | A     | D      | B     | C      |

  @cxa-2011 @unverified
  Scenario: CXA round 1: the upper half meets the lower half, partners drawn by lot
    # Six players by rating: A–C the upper half, D–F the lower. Whatever the draw, every pair joins the halves.
    Given the event:
      | edition   | cxa-2011 |
      | format    | swiss    |
      | draw_seed | 11       |
    And the players "A B C D E F"
    When round 1 is paired
    Then every pair has one of "A B C" and one of "D E F"
    And the explanation mentions "lower half drawn by lot (seed 11)"
