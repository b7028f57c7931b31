# What else happens at a board (issue 14): a forgotten or late clock press, a failed clock, a withdrawn draw offer,
# several pieces touched at once, discretionary penalties, pieces knocked out of place, a released move taken back,
# a record completed, free-time moves. Expected outcomes are worked by hand from the articles quoted above each case.
@conduct
Feature: What else happens at a board

  # TW 第二章第二節 一: "對局雙方須在走棋後才可按鐘，忘記按鐘，裁判不予提醒". Red moves at 1:00 and forgets; its clock
  # runs on while Black thinks (1:00 -> 3:00): 120 s lost to Red, no foul, no reminder, nothing else.
  @tw-2007
  Scenario: TW 第二章第二節 一 a forgotten clock press costs the forgetter the time, nothing else
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2, clock: {red: "0:01:00"}}
        - {clock_not_pressed: red}
        - {move: h9g7, clock: {red: "0:03:00", black: "0:00:00"}}
        - {move: h0g2, clock: {red: "0:04:00"}}
      """
    When the arbiter replays the log
    Then a "note" decision cites "第二章第二節 一"
    And a "time-lost" decision for red counts 120 under "第二章第二節 一"
    And red has 0 technical fouls
    And the game has no result

  # The same log without the clock_not_pressed event: Red's clock running during Black's move contradicts the log.
  @tw-2007
  Scenario: TW without the event, a clock running during the opponent's move is a contradiction
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2, clock: {red: "0:01:00"}}
        - {move: h9g7, clock: {red: "0:03:00", black: "0:00:00"}}
      """
    When the arbiter replays the log
    Then the log is rejected at event 2 with "red's clock ran during black's move"

  # CXA 6: "忘了按钟，裁判不予提醒". Same arithmetic: 2:00 -> 2:45 while Black thinks, 45 s lost to Red.
  @cxa-1999
  Scenario: CXA 6 a forgotten clock press is not reminded; the time is lost to the player
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: "6.1"
      events:
        - {move: h2e2, clock: {red: "0:02:00"}}
        - {clock_not_pressed: red}
        - {move: h9g7, clock: {red: "0:02:45"}}
      """
    When the arbiter replays the log
    Then a "time-lost" decision for red counts 45 under "6"
    And the game has no result

  # TW 第二章第二節 五: "一方雖走出規定時限內的最後一著棋，但沒來得及按鐘，以致超過時限，應按超時判負". Control [A]:
  # 25 moves in 60 minutes. Red's 25th move is released at 59:58 but the clock pressed at 60:05: at 60:00 Red had made
  # 24 moves, so Red has overstepped the limit and loses.
  @tw-2007
  Scenario: TW 第二章第二節 五 the last move of the quota made in time but the clock pressed late loses on time
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
      """
    And the log repeats these events 6 times:
      """
        - {move: a0a1}
        - {move: a9a8}
        - {move: a1a0}
        - {move: a8a9}
      """
    And the log repeats these events 6 times:
      """
        - {move: i0i1}
        - {move: i9i8}
        - {move: i1i0}
        - {move: i8i9}
      """
    And the log goes on with:
      """
        - {move: a0a1, released: "0:59:58", clock: {red: "1:00:05"}}
      """
    When the arbiter replays the log
    Then a "note" decision cites "第二章第二節 五"
    And the result is "black-wins" under "第二章第二節 一、五；第四章第二節 A 3"

  # TW 第二章第二節 四: a failed clock; the arbiter sets both readings (Black's goes back from 4:00 to 3:30) and play
  # goes on from them once both agree: Black's next reading 3:50 is no contradiction.
  @tw-2007
  Scenario: TW 第二章第二節 四 a failed clock is corrected by the arbiter and play goes on from the new readings
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2, clock: {red: "0:05:00"}}
        - {move: h9g7, clock: {black: "0:04:00"}}
        - {clock_fault: {red: "0:06:00", black: "0:03:30"}, agreed: true}
        - {move: h0g2, clock: {red: "0:07:00"}}
        - {move: i9h9, clock: {black: "0:03:50"}}
      """
    When the arbiter replays the log
    Then a "clock-adjusted" decision cites "第二章第二節 四"
    And the game has no result

  # TW 第三章 六 [I]: "提和方亦不得立即撤回提議". Red offers and takes it back at once: the offer stands, so Black's
  # acceptance makes the draw (第四章第二節 B 1).
  @tw-2007
  Scenario: TW [I] a draw offer cannot be withdrawn at once; the opponent may still accept it
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {draw_offer: red}
        - {draw_withdrawn: red}
        - {draw_answer: accept}
      """
    When the arbiter replays the log
    Then an "instruction" decision cites "第三章 六 [I]"
    And the result is "draw" under "第四章第二節 B 1"

  # CXA 1999 chapter 2 says nothing about withdrawing an offer: no provision, and the offer stands until answered.
  @cxa-1999
  Scenario: CXA has no provision on withdrawing a draw offer; the offer stands
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {draw_offer: red}
        - {draw_withdrawn: red}
        - {draw_answer: accept}
      """
    When the arbiter replays the log
    Then a "note" decision cites "—"
    And the result is "draw" under "10.1；和棋（种子未收录）"

  # TW 第一章第三節 二 [A], read for several pieces in one reach: Red's hand touches the cannons on h2 and b2 and the
  # pawn on e3 at once. He must move one of them, his choice: the pawn e3-e4 fulfils it, the horse h0-g2 does not.
  @tw-2007
  Scenario: TW [A] read three own pieces touched in one reach - one of them must move
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {touch: [h2, b2, e3]}
        - {move: e3e4}
      """
    When the arbiter replays the log
    Then red must "move-touched" on "h2/b2/e3" under "第一章第三節 二 [A]"
    And a "note" decision cites "第一章第三節 二 [A]–[E]（解讀）"
    And red has 0 technical fouls

  @tw-2007
  Scenario: TW [A] read a move by a piece not among those touched breaks the obligation
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {touch: [h2, b2, e3]}
        - {move: h0g2}
      """
    When the arbiter replays the log
    Then the log is rejected at event 2 with "move the piece on h2 or b2 or e3"

  # TW [E] (as [D]): the cannon b2 and Black's horse b9 and cannon h7 touched in one reach. First step: the own piece
  # touched must capture one of the opponent's touched: b2xb9 over the screen b7 can (h7 cannot be taken: no screen).
  @tw-2007
  Scenario: TW [E] read own and opponent's pieces in one reach - the own piece must capture one of the touched
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {touch: [b2, b9, h7]}
        - {move: b2b9}
      """
    When the arbiter replays the log
    Then red must "capture-with-touched" on "b2,b9/h7" under "第一章第三節 二 [E]"
    And red has 0 technical fouls

  # CXA 8.8: "可以根据情节轻重，判其犯规直至予以警告、判负、除名" - the arbiter chooses; a warning is one of the four.
  @cxa-1999
  Scenario: CXA 8.8 serious misconduct is no automatic loss; the arbiter's warning is applied
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {offence: {side: black, kind: serious-misconduct}}
        - {penalty: {side: black, chosen: warning, for: serious-misconduct}}
      """
    When the arbiter replays the log
    Then an "instruction" decision cites "8.8"
    And a "warning" decision cites "8.8"
    And the game has no result

  @cxa-1999
  Scenario: CXA 8.8 the arbiter chooses loss of the game
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {offence: {side: black, kind: serious-misconduct}}
        - {penalty: {side: black, chosen: loss, for: serious-misconduct}}
      """
    When the arbiter replays the log
    Then the result is "red-wins" under "8.8"

  # TW 第二章第八節 三: for collusion the committee may cancel the player's rights and points, or (serious cases) ban him
  # for one to three years. Loss of the game is not among them, nor a five-year ban.
  @tw-2007
  Scenario: TW 第二章第八節 三 the committee's choice for collusion is checked against the article
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {offence: {side: red, kind: collusion}}
        - {penalty: {side: red, chosen: cancel-points, for: collusion}}
        - {penalty: {side: red, chosen: ban, years: 2, for: collusion}}
      """
    When the arbiter replays the log
    Then a "penalty" decision for red counts 2 under "第二章第八節 三"
    And the game has no result

  @tw-2007
  Scenario: TW 第二章第八節 三 a five-year ban is not one the article allows
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {offence: {side: red, kind: collusion}}
        - {penalty: {side: red, chosen: ban, years: 5, for: collusion}}
      """
    When the arbiter replays the log
    Then the log is rejected at event 2 with "penalty 'ban' for collusion is not one tw-2007 allows"

  # TW 第一章第三節 四 [A]: pieces knocked out of place are corrected (put back); the technical foul is for the side
  # that moved wrongly, and an accident is not a wrong move.
  @tw-2007
  Scenario: TW 四 [A] a piece knocked out of place is put back without a foul
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {displaced: [e3], side: black, restored: true}
        - {move: h9g7}
      """
    When the arbiter replays the log
    Then a "restored" decision cites "第一章第三節 四 [A]"
    And black has 0 technical fouls

  # TW 第一章第三節 三 離手為定: Red wants to change 炮二平五 after letting go; the move stands and Black plays on.
  @tw-2007
  Scenario: TW 三 離手為定 a released move cannot be taken back
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {take_back: red}
        - {move: h9g7}
      """
    When the arbiter replays the log
    Then an "instruction" decision cites "第一章第三節 三"
    And the game has no result

  @cxa-1999
  Scenario: CXA 5.7 a released move cannot be taken back
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      events:
        - {move: h2e2}
        - {take_back: red}
      """
    When the arbiter replays the log
    Then an "instruction" decision cites "5.7"

  # CXA 7.2, control 6.2 (30 moves in 60 minutes, then 10 in 10). Red leaves his 29th and 30th moves unrecorded at
  # 57:30 and 59:00 (under 3 minutes left: allowed), then fills them in before his first move of the next period.
  @cxa-1999
  Scenario: CXA 7.2 the record completed before the first move of the next period
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: "6.2"
      events:
      """
    And the log repeats these events 7 times:
      """
        - {move: a0a1}
        - {move: a9a8}
        - {move: a1a0}
        - {move: a8a9}
        - {move: i0i1}
        - {move: i9i8}
        - {move: i1i0}
        - {move: i8i9}
      """
    And the log goes on with:
      """
        - {move: a0a1, clock: {red: "0:57:30"}, unrecorded_by: red}
        - {move: a9a8}
        - {move: a1a0, clock: {red: "0:59:00"}, unrecorded_by: red}
        - {move: a8a9}
        - {record_completed: red}
        - {move: a0a1, clock: {red: "1:01:00"}}
      """
    When the arbiter replays the log
    Then a "record-completed" decision for red counts 2 under "7.2"
    And there is no "instruction" decision
    And red has 0 technical fouls

  # The same, but Red moves in the next period first: 7.2 is broken; the record must be completed now, and a refusal
  # may lose by 7.4 (the arbiter's choice).
  @cxa-1999
  Scenario: CXA 7.2 a move in the next period before the record is completed
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: "6.2"
      events:
      """
    And the log repeats these events 7 times:
      """
        - {move: a0a1}
        - {move: a9a8}
        - {move: a1a0}
        - {move: a8a9}
        - {move: i0i1}
        - {move: i9i8}
        - {move: i1i0}
        - {move: i8i9}
      """
    And the log goes on with:
      """
        - {move: a0a1, clock: {red: "0:57:30"}, unrecorded_by: red}
        - {move: a9a8}
        - {move: a1a0, clock: {red: "0:59:00"}, unrecorded_by: red}
        - {move: a8a9}
        - {move: a0a1, clock: {red: "1:01:00"}}
      """
    When the arbiter replays the log
    Then an "instruction" decision cites "7.2；7.4"
    And the game has no result

  # TW 第二章第二節 一 [B]: 40 minutes free, then 10 moves in every 10 minutes. Read: the 10 moves Red made in the free
  # time count toward the quota due at 50:00, so Red's 11th move at 50:30 is in time (10 made by 50:00).
  @tw-2007
  Scenario: TW [B] read moves made in the free time count toward the first quota
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: B
      events:
      """
    And the log repeats these events 5 times:
      """
        - {move: a0a1}
        - {move: a9a8}
        - {move: a1a0}
        - {move: a8a9}
      """
    And the log goes on with:
      """
        - {move: a0a1, clock: {red: "0:50:30"}}
      """
    When the arbiter replays the log
    Then a "note" decision cites "第二章第二節 一 [B]–[D]（解讀）"
    And a "time-control" decision cites "第二章第二節 一"
    And the game has no result
