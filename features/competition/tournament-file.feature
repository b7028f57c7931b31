# The tournament file is checked before anything is computed: one clear message naming file, field and round.
Feature: Tournament file validation

  Background:
    Given the event:
      | edition | tw-2007 |
      | format  | swiss   |
    And the players "A B C D"

  Scenario: An unknown player
    Given the games:
      | round | red | black | result |
      | 1     | A   | Z     | 1-0    |
    Then the file is refused with "round 1, rounds[1].games[1]: unknown player Z"

  Scenario: A player paired twice in a round
    Given the games:
      | round | red | black | result |
      | 1     | A   | B     | 1-0    |
      | 1     | C   | A     | 1-0    |
    Then the file is refused with "player A is paired twice in this round (also at rounds[1].games[1])"

  Scenario: A result that is not a result
    Given the games:
      | round | red | black | result |
      | 2     | A   | B     | 3-0    |
    Then the file is refused with "round 2, rounds[2].games[1].result: \"3-0\" is not a result"

  Scenario: A team match must list every board
    Given the event:
      | edition   | tw-2007 |
      | format    | swiss   |
      | team_size | 3       |
    And the games:
      | round | red | black | result   |
      | 1     | A   | B     | 1-0; 0-1 |
    Then the file is refused with "round 1, rounds[1].games[1].boards: a team match lists 3 board results"
