# Touch-move (摸子走子) from the seeds: Taiwan 2007 第一章第三節 二 [A]–[F] and CXA 1999 第5条 5.1–5.6.
# The board used by most scenarios (FEN 3k5/9/9/2n3p2/9/9/2R6/9/N8/RN2K4 w):
#   red: king e0, rook a0 (hemmed in by its own horses on a1 and b0: it cannot move), horses a1 and b0, rook c3;
#   black: king d9, horse c6 (the rook c3 can take it), pawn g6 (no red piece can take it).
# Expected obligations and fouls are read from the articles; the TW booklet marks every fallback step "屬技術犯規",
# CXA fouls only the two facts of 9.1.5 (an own piece that cannot move) and 9.1.6 (an opponent's piece nothing can take).
@conduct
Feature: Touch-move obligations and touch fouls

  Background:
    Given the arbiter's log:
      """
      fen: 3k5/9/9/2n3p2/9/9/2R6/9/N8/RN2K4 w - - 0 1
      events:
      """

  @tw-2007
  Scenario: TW [A] a touched own piece that can move must be moved
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [c3]
        - move: c3c5
      """
    When the arbiter replays the log
    Then red must "move-touched" on "c3" under "第一章第三節 二 [A]"
    And red has 0 technical fouls

  @tw-2007
  Scenario: TW [A] a touched own piece that cannot move frees the player, with a technical foul
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [a0]
        - move: c3c5
      """
    When the arbiter replays the log
    Then red must "free" on "a0" under "第一章第三節 二 [A]"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [B] a touched opponent's piece must be captured
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [c6]
        - move: c3c6
      """
    When the arbiter replays the log
    Then red must "capture-with-any" on "c6" under "第一章第三節 二 [B]"
    And red has 0 technical fouls

  @tw-2007
  Scenario: TW [B] an opponent's piece that nothing can capture frees the player, with a technical foul
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [g6]
      """
    When the arbiter replays the log
    Then red must "free" on "g6" under "第一章第三節 二 [B]"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [C] own piece then the opponent's: the first captures the second
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [c3]
        - touch: [c6]
        - move: c3c6
      """
    When the arbiter replays the log
    Then red must "capture-with-touched" on "c3,c6" under "第一章第三節 二 [C]"
    And red has 0 technical fouls

  @tw-2007
  Scenario: TW [C] 1 the first cannot capture the second: the first must still be moved (foul)
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [b0]
        - touch: [c6]
        - move: b0c2
      """
    When the arbiter replays the log
    Then red must "move-touched" on "b0,c6" under "第一章第三節 二 [C] 1"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [C] 2 the first cannot move at all: another piece captures the second (foul)
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [a0]
        - touch: [c6]
        - move: c3c6
      """
    When the arbiter replays the log
    Then red must "capture-with-other" on "a0,c6" under "第一章第三節 二 [C] 2"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [C] 3 the first cannot move and nothing captures the second: any move (one foul for the move)
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [a0]
        - touch: [g6]
        - move: b0c2
      """
    When the arbiter replays the log
    Then red must "free" on "a0,g6" under "第一章第三節 二 [C] 3"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [D] opponent's piece then own: the second captures the first
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [c6]
        - touch: [c3]
      """
    When the arbiter replays the log
    Then red must "capture-with-touched" on "c3,c6" under "第一章第三節 二 [D]"
    And red has 0 technical fouls

  @tw-2007
  Scenario: TW [D] 1 the second cannot capture the first: another piece must (foul) - unlike [C] 1 with the same pieces
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [c6]
        - touch: [b0]
        - move: c3c6
      """
    When the arbiter replays the log
    Then red must "capture-with-other" on "b0,c6" under "第一章第三節 二 [D] 1"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [D] 2 nothing can capture the first: the second must be moved (foul)
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [g6]
        - touch: [b0]
        - move: b0d1
      """
    When the arbiter replays the log
    Then red must "move-touched" on "b0,g6" under "第一章第三節 二 [D] 2"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [D] 3 nothing can capture the first and the second cannot move: any move (foul)
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [g6]
        - touch: [a0]
        - move: c3c4
      """
    When the arbiter replays the log
    Then red must "free" on "a0,g6" under "第一章第三節 二 [D] 3"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [E] both sides' pieces touched at once are handled as [D]
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [g6, b0]
      """
    When the arbiter replays the log
    Then red must "move-touched" on "b0,g6" under "第一章第三節 二 [E]/[D] 2"
    And red has 1 technical foul

  @tw-2007
  Scenario: TW [F] an obvious accidental touch is not a touch
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [a1]
          accidental: true
        - move: c3c5
      """
    When the arbiter replays the log
    Then a "not-a-touch" decision cites "第一章第三節 二 [F]"
    And there is no "obligation" decision

  @tw-2007
  Scenario: TW [F] an adjustment announced, agreed and in one's own time is not a touch
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [a1]
          adjust: {announced: true, consent: true}
        - move: c3c5
      """
    When the arbiter replays the log
    Then a "not-a-touch" decision cites "第一章第三節 二 [F]"
    And there is no "obligation" decision

  @tw-2007
  Scenario: TW [F] an adjustment without the opponent's consent is a touch
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [a1]
          adjust: {announced: true, consent: false}
      """
    When the arbiter replays the log
    Then a "touch" decision cites "第一章第三節 二 [F]"
    And red must "move-touched" on "a1" under "第一章第三節 二 [A]"

  @tw-2007
  Scenario: A move that breaks the touch obligation is a log that contradicts itself
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [c3]
        - touch: [c6]
        - move: c3c4
      """
    When the arbiter replays the log
    Then the log is rejected at event 3 with "breaks the touch-move obligation"

  @cxa-1999
  Scenario: CXA 5.3 own piece then the opponent's, the first cannot capture: move the first - no foul (9.1.6 needs that nothing can capture)
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [b0]
        - touch: [c6]
        - move: b0c2
      """
    When the arbiter replays the log
    Then red must "move-touched" on "b0,c6" under "5.3"
    And red has 0 technical fouls

  @cxa-1999
  Scenario: CXA 5.3 the first cannot move: another piece captures, foul 9.1.5
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [a0]
        - touch: [c6]
        - move: c3c6
      """
    When the arbiter replays the log
    Then red must "capture-with-other" on "a0,c6" under "5.3"
    And red has 1 technical foul
    And the last foul of red cites "9.1.5"

  @cxa-1999
  Scenario: CXA 5.4 opponent's piece then own, the second cannot capture: another piece captures - no foul
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [c6]
        - touch: [b0]
        - move: c3c6
      """
    When the arbiter replays the log
    Then red must "capture-with-other" on "b0,c6" under "5.4"
    And red has 0 technical fouls

  @cxa-1999
  Scenario: CXA 5.4 nothing can capture the first: move the second, foul 9.1.6
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [g6]
        - touch: [b0]
        - move: b0d1
      """
    When the arbiter replays the log
    Then red must "move-touched" on "b0,g6" under "5.4"
    And the last foul of red cites "9.1.6"

  @cxa-1999
  Scenario: CXA 5.5 both at once are handled as 5.4
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [c6, c3]
        - move: c3c6
      """
    When the arbiter replays the log
    Then red must "capture-with-touched" on "c3,c6" under "5.5"

  @cxa-1999
  Scenario: CXA 5.2 an opponent's piece nothing can capture: free, foul 9.1.6
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [g6]
      """
    When the arbiter replays the log
    Then red must "free" on "g6" under "5.2"
    And the last foul of red cites "9.1.6"

  @cxa-1999
  Scenario: CXA 5.6 an adjustment agreed beforehand in one's own time is not a touch (no announcement needed)
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [a1]
          adjust: {consent: true}
      """
    When the arbiter replays the log
    Then a "not-a-touch" decision cites "5.6"

  @tw-2007
  Scenario: TW [F] an adjustment in the opponent's time counts as a touch, binding at the player's own move
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [c6]
          side: black
          adjust: {announced: true, consent: true}
        - move: c3c4
        - move: c6d8
      """
    When the arbiter replays the log
    Then a "touch" decision cites "第一章第三節 二 [F]"
    And black must "move-touched" on "c6" under "第一章第三節 二 [A]"

  @tw-2007
  Scenario: TW [F] that obligation binds: moving another piece contradicts the log
    Given the arbiter works under "tw-2007"
    And the log goes on with:
      """
        - touch: [c6]
          side: black
          adjust: {announced: true, consent: false}
        - move: c3c4
        - move: g6g5
      """
    When the arbiter replays the log
    Then the log is rejected at event 3 with "breaks the touch-move obligation to move the piece on c6"

  @cxa-1999
  Scenario: CXA 5.1 a touched own piece must be moved
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [c3]
        - move: c3c5
      """
    When the arbiter replays the log
    Then red must "move-touched" on "c3" under "5.1"
    And red has 0 technical fouls

  @cxa-1999
  Scenario: CXA 5.1 a touched own piece that cannot move frees the player, foul 9.1.5
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [a0]
        - move: c3c5
      """
    When the arbiter replays the log
    Then red must "free" on "a0" under "5.1"
    And the last foul of red cites "9.1.5"

  @cxa-1999
  Scenario: CXA 5.2 a touched opponent's piece must be captured
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [c6]
        - move: c3c6
      """
    When the arbiter replays the log
    Then red must "capture-with-any" on "c6" under "5.2"
    And red has 0 technical fouls

  @cxa-1999
  Scenario: CXA 5.6 an obvious accidental touch is not a touch
    Given the arbiter works under "cxa-1999"
    And the log goes on with:
      """
        - touch: [a0]
          accidental: true
      """
    When the arbiter replays the log
    Then a "not-a-touch" decision cites "5.6"
    And red has 0 technical fouls
