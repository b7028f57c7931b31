# AXF team events with reserves (seed 003 附录1): 第1条 3 regulars and 1 reserve; 第6条 "后补能补任何一台出赛，但计算
# 后补个人成绩时只能取其中一台分数相加"; 第8条 "每队在赛前半小时交上排阵表，逾时则按照正选上阵". Game points 2/1/0.
@competition @axf-events @team-reserves
Feature: Team events with reserves: who sat at each board, and the reserve's individual result

  # By hand: A4 (reserve) drew on board 2 in round 1 (1 point) and won on board 3 in round 2 (2 points). One board
  # only counts; the article does not say which - read as the board played most, ties to the higher board: board 2,
  # 1 point in 1 game. A2 sat out round 1 and won on board 2 in round 2: 2 points. A3 won on board 3 in round 1 and
  # sat out round 2: 2 points. Round 2's B-D match has no line-up: the regulars played (第8条), so D1 won board 1.
  Scenario: 附录1 第6条 a reserve's individual result adds up one board only
    Given the team tournament file:
      """
      event: {name: t, edition: axf-events, format: swiss, team_size: 3, regulation: axf-team}
      teams:
        - {id: A, members: [A1, A2, A3], reserves: [A4]}
        - {id: B, members: [B1, B2, B3], reserves: [B4]}
        - {id: C, members: [C1, C2, C3]}
        - {id: D, members: [D1, D2, D3]}
      rounds:
        - games:
            - {red: A, black: B, boards: [1-0, 1/2-1/2, 1-0], lineup: {red: [A1, A4, A3], black: [B1, B2, B3]}}
            - {red: C, black: D, boards: [1/2-1/2, 1/2-1/2, 0-1]}
        - games:
            - {red: A, black: C, boards: [1-0, 1-0, 1-0], lineup: {red: [A1, A2, A4], black: [C1, C2, C3]}}
            - {red: B, black: D, boards: [0-1, 1/2-1/2, 1/2-1/2]}
      """
    Then the individual results are:
      | player | board | points | games |
      | A4     | 2     | 1      | 1     |
      | A2     | 2     | 2      | 1     |
      | A3     | 3     | 2      | 1     |
      | A1     | 1     | 4      | 2     |
      | D1     | 1     | 3      | 2     |
