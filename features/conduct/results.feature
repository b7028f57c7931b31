# Results (Taiwan 2007 第四章第二節 棋例主判決 A/B; 第三章 六 [G], [I]) and the AXF armageddon decider (附录3 6).
# The repetition verdict is an input of the claim until the repetition rulings are wired in.
@conduct
Feature: Results

  @tw-2007
  Scenario: A1 checkmate wins
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      fen: 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1
      events:
        - {move: b0b9}
      """
    When the arbiter replays the log
    Then the result is "red-wins" under "第四章第二節 A 1"

  @tw-2007
  Scenario: A2 stalemate (困斃) wins for the side that leaves the opponent no move
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      fen: 3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1
      events:
        - {move: a7a8}
      """
    When the arbiter replays the log
    Then the result is "red-wins" under "第四章第二節 A 2"

  @tw-2007
  Scenario: A11 after an uncorrected illegal move the king that takes the facing king wins
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      fen: 4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1
      events:
        - {illegal_move: {move: e4c5, corrected: false}}
        - {move: e9e0}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "第四章第二節 A 11"

  @tw-2007
  Scenario: A6 resignation
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {resign: black}
      """
    When the arbiter replays the log
    Then the result is "red-wins" under "第四章第二節 A 6"

  @tw-2007
  Scenario: B1 a draw offered after one's move and accepted
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {draw_offer: red}
        - {draw_answer: accept}
      """
    When the arbiter replays the log
    Then the result is "draw" under "第四章第二節 B 1"

  @tw-2007
  Scenario: [I] a move by the side offered a draw refuses it
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {draw_offer: red}
        - {move: h9g7}
      """
    When the arbiter replays the log
    Then a "draw-refused" decision cites "第三章 六 [I]"
    And the game has no result

  @tw-2007
  Scenario: [G]3 / A4 red checks perpetually, is told to change (ruled by rules/tw-2007/repetition), repeats and loses
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      fen: 4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1
      events:
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {claim: repetition, side: black}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
      """
    When the arbiter replays the log
    Then a "instruction" decision cites "第三章 六 [G] 3；第四章第二節 A 4、A 10"
    And the result is "black-wins" under "第四章第二節 A 4、A 10；第三章 六 [G] 3"

  @tw-2007
  Scenario: [G]2 / B2 idle knight moves on both sides are allowed (ruled by rules/tw-2007/repetition): one more cycle is a draw
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {claim: repetition, side: red}
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
      """
    When the arbiter replays the log
    Then the result is "draw" under "第四章第二節 B 2、B 3；第三章 六 [G] 2"

  @tw-2007
  Scenario: [G] a claim before the cycle has occurred three times is not ruled on
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {claim: repetition, side: black}
      """
    When the arbiter replays the log
    Then there is no "instruction" decision
    And a "note" decision cites "第三章 六 [G]"

  @tw-2007
  Scenario: An event after the result is a log that contradicts itself
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {resign: red}
        - {move: h2e2}
      """
    When the arbiter replays the log
    Then the log is rejected at event 2 with "already over"

  @axf-events
  Scenario: AXF 附录3 6 in the armageddon game a draw counts as a black win
    Given the arbiter works under "axf-events"
    And the arbiter's log:
      """
      time_control: armageddon
      events:
        - {move: h2e2}
        - {draw_offer: red}
        - {draw_answer: accept}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "附录3 6"
    And a "note" decision cites "第四章第二節 B 1"

  @tw-2007
  Scenario: Moves may be logged in any notation the project reads (Chinese, WXF, ICCS); a sealed move too
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: 炮二平五}
        - {move: H8+7}
        - {move: h0g2}
        - {seal: 車9平8}
        - {resume: {}}
        - {resign: red}
      """
    When the arbiter replays the log
    Then a "sealed-move" decision cites "第三章 六 [K]"
    And the result is "black-wins" under "第四章第二節 A 6"

  @tw-2007
  Scenario: [I] a draw is offered right after one's own move; an offer made before it is noted
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {draw_offer: black}
        - {draw_answer: decline}
      """
    When the arbiter replays the log
    Then a "note" decision cites "第三章 六 [I]"
    And a "draw-refused" decision cites "第三章 六 [I]"
    And the game has no result

  @tw-2007
  Scenario: A draw answer with no offer pending is a log that contradicts itself
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {draw_answer: accept}
      """
    When the arbiter replays the log
    Then the log is rejected at event 2 with "no draw offer is pending"

  @tw-2007
  Scenario: A log whose verdict disagrees with the repetition ruling contradicts itself
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {claim: repetition, side: black, verdict: red-must-change}
      """
    When the arbiter replays the log
    Then the log is rejected at event 9 with "disagrees with the ruling under tw-2007 ('draw'"

  @cxa-1999
  Scenario: CXA 1999 has no repetition rules here: the claim's verdict comes from the log
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {claim: repetition, side: black, verdict: red-must-change}
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "棋例（第4章，种子未收录）"
