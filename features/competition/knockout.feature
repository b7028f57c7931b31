# AXF individual championship 5+2 (seed 003 附录2 第5–7条): after five Swiss rounds the best four play a knockout,
# A1 v A4 and A2 v A3; "如A1已对A4，则改对A3，又如A2已对过A3，则A2改对A4，惟以A1和A2不改定位为原则".
# A drawn knockout game: one rapid game with colours swapped; drawn again, black (of the rapid game) wins.
Feature: AXF 5+2 knockout

  Background:
    Given the event:
      | edition    | axf-events |
      | format     | swiss      |
      | regulation | axf-5+2    |
      | rounds     | 7          |
    And the players "A B C D E F G H"
    # Five rounds. Scores: A 10 (five wins), C 9 (four wins, a draw with E), B 8 (lost to C), D 7 (lost to A,
    # drew E); E 3, F 1, G 1, H 1. So A1 = A, A2 = C, A3 = B, A4 = D.
    # A met D (round 2); A never met B, C never met D.
    And the games:
      | round | red | black | result  |
      | 1     | A   | E     | 1-0     |
      | 1     | B   | F     | 1-0     |
      | 1     | C   | G     | 1-0     |
      | 1     | D   | H     | 1-0     |
      | 2     | A   | D     | 1-0     |
      | 2     | B   | G     | 1-0     |
      | 2     | C   | F     | 1-0     |
      | 2     | E   | H     | 1/2-1/2 |
      | 3     | A   | F     | 1-0     |
      | 3     | B   | E     | 1-0     |
      | 3     | C   | H     | 1-0     |
      | 3     | D   | G     | 1-0     |
      | 4     | A   | G     | 1-0     |
      | 4     | B   | H     | 1-0     |
      | 4     | C   | E     | 1/2-1/2 |
      | 4     | D   | F     | 1-0     |
      | 5     | A   | H     | 1-0     |
      | 5     | B   | C     | 0-1     |
      | 5     | D   | E     | 1/2-1/2 |
      | 5     | F   | G     | 1/2-1/2 |

  @appendix-2-7a
  Scenario: A1 already met A4: A1 plays A3 and A2 plays A4
    When round 6 is paired
    Then the explanation mentions "the top 4: A1 A, A2 C, A3 B, A4 D"
    And the explanation mentions "re-paired"
    And A and D do not meet

  @appendix-2-7b
  Scenario: A drawn semi-final and a drawn rapid game: black of the rapid game goes through
    # Round 6: A (red) v B drawn; the rapid game swaps colours, so A has black; drawn too → A wins the tie.
    # C v D: D wins. Final A v D; third place B v C.
    Given the games:
      | round | red | black | result  | playoff |
      | 6     | A   | B     | 1/2-1/2 | 1/2-1/2 |
      | 6     | C   | D     | 0-1     |         |
      | 6     | E   | F     | 1-0     |         |
      | 6     | G   | H     | 1/2-1/2 |         |
    When round 7 is paired
    Then the explanation mentions "final: the semi-final winners"
    And A and B do not meet
    And A and C do not meet
    And D and B do not meet
    # Final colours (附录2 第7条b: 先平衡先后手): A had red in all six games, D in four of six → D red.
    And the explanation mentions "D red: fewer reds so far (balance)"

  @appendix-2-10
  Scenario: The knockout decides places 1–4, the others rank by points after seven rounds (附录2 第10条)
    # Round 6: A beats B, D beats C (semi-finals). Round 7: final A v D, D wins; third place B v C drawn, rapid
    # game drawn too → black of the rapid game wins: C had red in the game, so C has black in the rapid game → C third.
    # The others by points after seven rounds: E 3+2+2 = 7 (beat F, beat H), G 1+1+2 = 4 (drew H, beat F),
    # H 1+1+0 = 2, F 1+0+0 = 1.
    Given the games:
      | round | red | black | result  | playoff |
      | 6     | A   | B     | 1-0     |         |
      | 6     | C   | D     | 0-1     |         |
      | 6     | E   | F     | 1-0     |         |
      | 6     | G   | H     | 1/2-1/2 |         |
      | 7     | D   | A     | 1-0     |         |
      | 7     | C   | B     | 1/2-1/2 | 1/2-1/2 |
      | 7     | E   | H     | 1-0     |         |
      | 7     | F   | G     | 0-1     |         |
    When the standings are computed
    Then the standings are:
      | rank | id | decided by |
      | 1    | D  |            |
      | 2    | A  | knockout   |
      | 3    | C  | knockout   |
      | 4    | B  | knockout   |
      | 5    | E  |            |
      | 6    | G  |            |
      | 7    | H  |            |
      | 8    | F  |            |
