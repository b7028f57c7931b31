# Natural move limit (限著) from the seeds: Taiwan 2007 第二章第四節 一–四, 第三章 六 [F], [J]; CXA 1999 9.1.4.
# The arithmetic is the book's: plies since the last capture, less the claimant's checks beyond ten, less the plies
# beyond three cycles of a repetition; 100 reach the limit. The quiet games are found by a search from a sparse board
# (no capture, no position twice) with exactly the number of red checks the scenario names.
@conduct
Feature: Natural move limit

  @tw-2007
  Scenario: TW 一: 104 plies, the claimant gave 14 checks - 4 are void, 100 count: a draw
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      fen: 4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1
      events:
      """
    And the log goes on from "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" with 104 plies without a capture in which red gives 14 checks
    And the log goes on with:
      """
        - claim: natural-limit
          side: red
      """
    When the arbiter replays the log
    Then the count is 100 plies
    And the result is "draw" under "第二章第四節 一；第四章第二節 B 4"

  @tw-2007
  Scenario: TW 一 / [J]: 105 plies with 16 checks by the claimant - 99 count: technical foul and five minutes
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      fen: 4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1
      events:
      """
    And the log goes on from "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" with 105 plies without a capture in which red gives 16 checks
    And the log goes on with:
      """
        - claim: natural-limit
          side: red
      """
    When the arbiter replays the log
    Then the count is 99 plies
    And red has 1 technical foul
    And red loses 300 seconds
    And the game has no result

  @tw-2007
  Scenario: TW 一: only the claimant's checks are limited - black claims after red's 20 checks in 100 plies
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      fen: 4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1
      events:
      """
    And the log goes on from "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" with 100 plies without a capture in which red gives 20 checks
    And the log goes on with:
      """
        - claim: natural-limit
          side: black
      """
    When the arbiter replays the log
    Then the count is 100 plies
    And the result is "draw" under "第二章第四節 一；第四章第二節 B 4"

  @tw-2007
  Scenario: TW [J]: the arbiter may count on his own and declare the draw
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      fen: 4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1
      events:
      """
    And the log goes on from "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" with 100 plies without a capture in which red gives 10 checks
    And the log goes on with:
      """
        - review: natural-limit
      """
    When the arbiter replays the log
    Then the result is "draw" under "第三章 六 [J]；第二章第四節 一"

  @tw-2007
  Scenario: TW 三: a perpetual check counts for at most three cycles - five cycles of four plies count 12
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
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
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {claim: natural-limit, side: black}
      """
    When the arbiter replays the log
    Then the count is 12 plies
    And black has 1 technical foul

  @tw-2007
  Scenario: TW 三: a perpetual chase (as rules/tw-2007/repetition labels it: the rook of figure 8 chasing the cannon) counts for three cycles - 20 plies count 12
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      fen: 1rbakab2/9/2c5n/4p3p/p8/6R2/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w - - 0 1
      events:
        - {move: g4c4}
        - {move: c7g7}
        - {move: c4g4}
        - {move: g7c7}
        - {move: g4c4}
        - {move: c7g7}
        - {move: c4g4}
        - {move: g7c7}
        - {move: g4c4}
        - {move: c7g7}
        - {move: c4g4}
        - {move: g7c7}
        - {move: g4c4}
        - {move: c7g7}
        - {move: c4g4}
        - {move: g7c7}
        - {move: g4c4}
        - {move: c7g7}
        - {move: c4g4}
        - {move: g7c7}
        - {claim: natural-limit, side: black}
      """
    When the arbiter replays the log
    Then the count is 12 plies

  @tw-2007
  Scenario: TW 三: idle repetitions are not capped (only 長照長捉 are) - five knight shuffles count 20
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {move: h0g2}
        - {move: h9g7}
        - {move: g2h0}
        - {move: g7h9}
        - {claim: natural-limit, side: red}
      """
    When the arbiter replays the log
    Then the count is 20 plies

  @tw-2007
  Scenario: TW 一: overstepping the time through the five-minute deduction loses
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      time_control: A
      events:
        - {move: h2e2, clock: {red: "0:56:00"}}
        - {move: h9g7}
        - {claim: natural-limit, side: red}
      """
    When the arbiter replays the log
    Then red has 1 technical foul
    And the result is "black-wins" under "第二章第二節 一、五；第四章第二節 A 3"

  @tw-2007
  Scenario: TW 四: the domestic limit of 40 moves each, reached without a capture, is a draw
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      fen: 4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1
      events:
        - {limit: start}
      """
    And the log goes on from "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" with 80 plies without a capture in which red gives 0 checks
    When the arbiter replays the log
    Then a "limit" decision cites "第二章第四節 四"
    And the result is "draw" under "第二章第四節 四"

  @tw-2007
  Scenario: TW 三、四: in the domestic limit too, a perpetual check counts for three cycles only - 80 plies of it do not reach 40 each
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      fen: 4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1
      events:
        - {limit: start}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
        - {move: a8a9}
        - {move: e9e8}
        - {move: a9a8}
        - {move: e8e9}
      """
    When the arbiter replays the log
    Then the game has no result

  @tw-2007
  Scenario: TW 四: a capture cancels the domestic limit
    Given the arbiter works under "tw-2007"
    And the arbiter's log:
      """
      events:
        - {limit: start}
        - {move: h2h9}
      """
    When the arbiter replays the log
    Then a "limit-cancelled" decision cites "第二章第四節 四"
    And the game has no result

  @cxa-1999
  Scenario: CXA 9.1.4: a natural-limit claim found untrue is a foul, with no time deduction (limit 120 plies, unverified)
    Given the arbiter works under "cxa-1999"
    And the arbiter's log:
      """
      time_control: "6.1"
      fen: 4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1
      events:
      """
    And the log goes on from "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" with 100 plies without a capture in which red gives 0 checks
    And the log goes on with:
      """
        - claim: natural-limit
          side: red
      """
    When the arbiter replays the log
    Then the count is 100 plies
    And the last foul of red cites "9.1.4"
    And there is no "time-penalty" decision
