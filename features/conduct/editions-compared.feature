# The same events under Taiwan 2007, CXA 1999 and the AXF event regulations: where the seeds differ, so do the decisions.
@conduct
Feature: Conduct rules compared across editions

  @tw-2007 @cxa-1999
  Scenario Outline: <edition>: the breach "<kind>" is a foul under <article>
    Given the arbiter works under "<edition>"
    And the arbiter's log:
      """
      events:
        - {offence: {side: black, kind: <kind>}}
      """
    When the arbiter replays the log
    Then black has 1 technical foul
    And the last foul of black cites "<article>"

    Examples:
      | edition  | kind           | article            |
      | tw-2007  | left-seat      | 第二章第九節 一      |
      | tw-2007  | consulted      | 第二章第九節 一      |
      | tw-2007  | disturbed      | 第二章第九節 二      |
      | tw-2007  | read           | 第二章第九節 三      |
      | tw-2007  | clock-stopped  | 第二章第九節 四      |
      | cxa-1999 | asked-question | 9.1.1              |
      | cxa-1999 | clock-stopped  | 9.1.2              |
      | cxa-1999 | left-seat      | 9.1.8（8.3、8.6）    |
      | cxa-1999 | read           | 9.1.8（8.3、8.6）    |

  @tw-2007
  Scenario: TW presses the clock too hard once: a reminder, not yet a violation (第二章第八節 五)
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {clock_press: red}
      """
    When the arbiter replays the log
    Then a "reminder" decision cites "第二章第八節 五"
    And red has 0 violations

  @cxa-1999
  Scenario: CXA presses the clock too hard once: a foul under 9.1.8 (8.6), no reminder step
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {clock_press: red}
      """
    When the arbiter replays the log
    Then the last foul of red cites "9.1.8（8.3、8.6）"
    And there is no "reminder" decision

  @cxa-1999
  Scenario: CXA gives no number of fouls that loses: two fouls play on (TW: they lose)
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {offence: {side: red, kind: clock-stopped}}
        - {move: h2e2}
        - {offence: {side: red, kind: clock-stopped}}
      """
    When the arbiter replays the log
    Then red has 2 technical fouls
    And the game has no result

  @cxa-1999
  Scenario: CXA 7.1 four consecutive unrecorded moves are a foul
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: "6.1"
      events:
        - {move: h2e2, unrecorded_by: black}
        - {move: h9g7, unrecorded_by: black}
        - {move: h0g2, unrecorded_by: black}
        - {move: i9h9, unrecorded_by: black}
      """
    When the arbiter replays the log
    Then black has 1 technical foul
    And the last foul of black cites "7.1；9.1.7"

  @cxa-1999
  Scenario: CXA 7.4 refusing to complete the record may lose (4.1.10)
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {offence: {side: red, kind: record-refused}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "7.4（引用4.1.10）"

  @tw-2007
  Scenario: TW 第二章第三節 七 refusing to complete the record when the arbiter requires it loses
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {offence: {side: red, kind: record-refused}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "第二章第三節 七"

  @cxa-1999
  Scenario: CXA 9.1.3 a refused draw offer repeated at once is a foul
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {draw_offer: red}
        - {draw_answer: decline}
        - {move: h9g7}
        - {move: h0g2}
        - {draw_offer: red}
      """
    When the arbiter replays the log
    Then the last foul of red cites "9.1.3"

  @tw-2007
  Scenario: TW a draw offer repeated only after a further move of one's own is no foul
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {draw_offer: red}
        - {draw_answer: decline}
        - {move: h9g7}
        - {move: h0g2}
        - {move: i9h9}
        - {move: i0h0}
        - {draw_offer: red}
      """
    When the arbiter replays the log
    Then red has 0 technical fouls

  @cxa-1999
  Scenario: CXA 5.8 reversed colours are corrected at once, with no replay rule
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: "6.1"
      events:
        - {colour_reversal: found, clock: {red: "0:05:00", black: "0:05:00"}}
      """
    When the arbiter replays the log
    Then a "note" decision cites "5.8"
    And the game has no result

  @cxa-1999
  Scenario: CXA 5.8 an illegal move is handled under 4.1.6, which the seed lacks: no foul is given here
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {illegal_move: {move: h2h8, corrected: true}}
      """
    When the arbiter replays the log
    Then a "note" decision cites "5.8（4.1.6，种子未收录）"
    And red has 0 technical fouls

  @cxa-1999
  Scenario: CXA 1999 chapter 2 has no lateness rule: the arbiter is told so
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: "6.1"
      events:
        - {late: {side: black, minutes: 45}}
      """
    When the arbiter replays the log
    Then a "note" decision cites "—"
    And the game has no result

  @tw-2007 @cxa-1999 @axf-events
  Scenario Outline: <edition> control <control>: the quota not made by <minutes> minutes loses
    Given the arbiter works under "<edition>"
    And the arbiter's log:
      """
      time_control: "<control>"
      events:
        - {move: h2e2, clock: {red: "0:00:10"}}
        - {move: h9g7}
        - {move: h0g2, clock: {red: "<clock>"}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "<article>"

    # AXF events: the quota is the event regulations' (seed 003, 附录2 4 ordinary clock, 7b knockout rapid); the seed
    # states no penalty for missing it, so the loss is cited as Taiwan 2007 rules it (第四章第二節 A 3).
    Examples:
      | edition    | control    | minutes | clock   | article                           |
      | tw-2007    | A          | 60      | 1:00:01 | 第二章第二節 一、五；第四章第二節 A 3 |
      | tw-2007    | C          | 45      | 0:45:01 | 第二章第二節 一、五；第四章第二節 A 3 |
      | tw-2007    | D          | 25      | 0:25:01 | 第二章第二節 一、五；第四章第二節 A 3 |
      | cxa-1999   | 6.1        | 90      | 1:30:01 | 第6条 6.1                          |
      | cxa-1999   | 6.2        | 60      | 1:00:01 | 第6条 6.2                          |
      | cxa-1999   | 6.3        | 10      | 0:10:01 | 第6条 6.3                          |
      | cxa-1999   | 6.4        | 5       | 0:05:01 | 第6条 6.4                          |
      | axf-events | 5+2-clock  | 60      | 1:00:01 | 附录2 4、7b（5+2-clock）；第四章第二節 A 3 |

  @tw-2007
  Scenario: TW sealed move that is unclear on opening loses (第二章第二節 三)
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {seal: h2e2}
        - {resume: {sealed: unclear}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "第二章第二節 三；第三章 六 [K]"

  @tw-2007
  Scenario: TW a clear sealed move is played on resumption ([K])
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {seal: h2e2}
        - {resume: {}}
        - {move: h9g7}
      """
    When the arbiter replays the log
    Then a "sealed-move" decision cites "第三章 六 [K]"
    And the game has no result
