# Fouls and their consequences, time controls, lateness (Taiwan 2007 第一章第三節 四–五, 第二章第二–三節, 第七–九節,
# 第三章 六 [H]–[K]; CXA 1999 第6–9条; AXF events 附录2–3).
@conduct
Feature: Fouls, time and lateness

  @tw-2007
  Scenario: TW 五 / A7 two technical fouls lose (stopping the clock twice, 第二章第九節 四)
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {offence: {side: red, kind: clock-stopped}}
        - {move: h2e2}
        - {offence: {side: red, kind: clock-stopped}}
      """
    When the arbiter replays the log
    Then red has 2 technical fouls
    And the result is "black-wins" under "第一章第三節 五；第四章第二節 A 7"

  @tw-2007
  Scenario: TW 第二章第八節 五 pressing the clock too hard: reminder, warning, then violations; four violations lose
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {clock_press: black}
        - {clock_press: black}
        - {clock_press: black}
        - {clock_press: black}
        - {clock_press: black}
        - {clock_press: black}
      """
    When the arbiter replays the log
    Then a "reminder" decision cites "第二章第八節 五"
    And a "warning" decision cites "第二章第八節 五"
    And black has 4 violations
    And the result is "red-wins" under "第二章第三節 六；第二章第八節 五；第四章第二節 A 7"

  @tw-2007
  Scenario: TW 第二章第三節 六 four consecutive moves missing from a player's record are one violation
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2, unrecorded_by: red}
        - {move: h9g7, unrecorded_by: red}
        - {move: h0g2, unrecorded_by: red}
        - {move: i9h9, unrecorded_by: red}
      """
    When the arbiter replays the log
    Then red has 1 violation
    And black has 0 violations

  @tw-2007
  Scenario: TW 第二章第二節 一 controls [C] and [D] need no record
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      games_per_day: 6
      events:
        - {move: h2e2, unrecorded_by: red}
        - {move: h9g7, unrecorded_by: red}
        - {move: h0g2, unrecorded_by: red}
        - {move: i9h9, unrecorded_by: red}
      """
    When the arbiter replays the log
    Then red has 0 violations

  @cxa-1999
  Scenario: CXA 7.2 with under three minutes left recording may wait
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: "6.2"
      events:
        - {move: h2e2, clock: {red: "0:57:30"}, unrecorded_by: red}
        - {move: h9g7, unrecorded_by: red}
        - {move: h0g2, clock: {red: "0:57:40"}, unrecorded_by: red}
        - {move: i9h9, unrecorded_by: red}
      """
    When the arbiter replays the log
    Then red has 0 technical fouls
    And a "note" decision cites "7.2"

  @tw-2007
  Scenario: TW 第二章第九節 五 a refused draw offer repeated at the next move is a technical foul
    Given the arbiter works under "tw-2007"
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
    Then red has 1 technical foul
    And the last foul of red cites "第二章第九節 五；第三章 六 [I]"

  @tw-2007
  Scenario: TW 四 [A] an illegal move corrected at once is a technical foul for the offender
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {illegal_move: {move: h2h8, corrected: true}}
        - {move: h2e2}
      """
    When the arbiter replays the log
    Then red has 1 technical foul
    And the last foul of red cites "第一章第三節 四 [A]"

  @tw-2007
  Scenario: TW 四 [B] colours reversed found within the first third of the first time limit: replay
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {colour_reversal: found, clock: {red: "0:10:00", black: "0:09:00"}}
      """
    When the arbiter replays the log
    Then the result is "replay" under "第一章第三節 四 [B]"

  @tw-2007
  Scenario: TW 四 [B] colours reversed found later: no action
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {colour_reversal: found, clock: {red: "0:12:00", black: "0:09:00"}}
      """
    When the arbiter replays the log
    Then the game has no result

  @tw-2007
  Scenario: TW [A] 60 minutes for 25 moves: a second move at 1:00:01 fails the quota
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2, clock: {red: "0:10:00"}}
        - {move: h9g7, clock: {black: "0:01:00"}}
        - {move: h0g2, clock: {red: "1:00:01"}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "第二章第二節 一、五；第四章第二節 A 3"

  @tw-2007
  Scenario: TW [B] the first 40 minutes are free time: no quota falls due at 40 minutes
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      games_per_day: 3
      events:
        - {move: h2e2, clock: {red: "0:41:00"}}
      """
    When the arbiter replays the log
    Then the game has no result

  @tw-2007
  Scenario: A clock that goes backwards is a log that contradicts itself
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2, clock: {red: "0:10:00"}}
        - {move: h9g7, clock: {black: "0:01:00"}}
        - {move: h0g2, clock: {red: "0:09:00"}}
      """
    When the arbiter replays the log
    Then the log is rejected at event 3 with "went backwards"

  @cxa-1999
  Scenario: CXA 6.5 all the time for the game: the first to overstep loses
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: {id: "6.5", minutes: 90}
      events:
        - {move: h2e2, clock: {red: "1:30:01"}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "6.5"

  @axf-events
  Scenario: AXF Fischer clock 60 minutes plus 30 seconds a move: the increment keeps a player in time
    Given the arbiter works under "axf-events"
    And the arbiter's log:
      """
      time_control: standard
      events:
        - {move: h2e2, clock: {red: "0:59:00"}}
        - {move: h9g7}
        - {move: h0g2, clock: {red: "1:00:20"}}
      """
    When the arbiter replays the log
    Then the game has no result

  @axf-events
  Scenario: AXF Fischer clock: the balance run out loses
    Given the arbiter works under "axf-events"
    And the arbiter's log:
      """
      time_control: standard
      events:
        - {move: h2e2, clock: {red: "0:59:00"}}
        - {move: h9g7}
        - {move: h0g2, clock: {red: "1:00:31"}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "附录2 7b；附录3 4（standard）；第四章第二節 A 3"

  @tw-2007
  Scenario: TW 第七節 一 with a first time limit of 60 minutes, 30 minutes late forfeits
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {late: {side: black, minutes: 30}}
      """
    When the arbiter replays the log
    Then the result is "red-wins" under "第二章第七節 一；第四章第二節 A 5"

  @tw-2007
  Scenario: TW 第七節 一 a late player must still make the quota in the time left
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {late: {side: black, minutes: 25}}
        - {move: h2e2, clock: {red: "0:01:00"}}
        - {move: h9g7, clock: {black: "0:59:00"}}
        - {move: h0g2, clock: {red: "0:02:00"}}
        - {move: i9h9, clock: {black: "1:00:30"}}
      """
    When the arbiter replays the log
    Then a "late" decision cites "第二章第七節 一"
    And the result is "red-wins" under "第二章第二節 一、五；第四章第二節 A 3"

  @tw-2007
  Scenario: TW 第七節 一 with a first time limit under 30 minutes ([D], 20 minutes) using it up forfeits
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      games_per_day: 7
      events:
        - {late: {side: red, minutes: 20}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "第二章第七節 一；第四章第二節 A 5"

  @tw-2007
  Scenario: TW 第七節 一 both absent past the first time limit both forfeit
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {absent: {sides: [red, black], minutes: 60}}
      """
    When the arbiter replays the log
    Then the result is "both-forfeit" under "第二章第七節 一"

  @tw-2007
  Scenario: TW 第二節 三 a sealed move that is not legal loses on resumption
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2}
        - {seal: h9h5}
        - {resume: {}}
      """
    When the arbiter replays the log
    Then the result is "red-wins" under "第二章第二節 三；第三章 六 [K]"

  @tw-2007
  Scenario: TW [K] 15 minutes late for the resumption forfeits
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2}
        - {seal: h9g7}
        - {resume: {late: {side: red, minutes: 15}}}
      """
    When the arbiter replays the log
    Then the result is "black-wins" under "第三章 六 [K]"

  @tw-2007
  Scenario: The clock of the side not moving cannot run during the other side's move
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2, clock: {red: "0:01:00", black: "0:00:00"}}
        - {move: h9g7, clock: {red: "0:01:00", black: "0:02:00"}}
        - {move: h0g2, clock: {red: "0:03:00", black: "0:02:30"}}
      """
    When the arbiter replays the log
    Then the log is rejected at event 3 with "black's clock ran during red's move"
