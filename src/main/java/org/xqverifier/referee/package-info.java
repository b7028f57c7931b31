/**
 * The live referee: a game played move by move under one edition, with its status after every move and the moves the
 * side to move may not play. For a game server, an engine match or the arbiter's page; {@code xq referee} (JSON lines,
 * or a UCI proxy in front of an engine) and {@code POST /api/referee} are built on it. See {@code docs/referee.md}.
 *
 * <pre>{@code
 * Referee referee = Referee.of("wxf-2018");          // one per edition and process; thread-safe
 * RefereeGame game = referee.newGame();              // or newGame(fen)
 * Status s = game.play("h2e2");                      // any notation xq reads: 炮二平五, C2.5, h2e2
 * s.state();                                         // ONGOING, CHECKMATE, STALEMATE, NATURAL_LIMIT, REPETITION
 * s.ruling();                                        // the ruling when there is one: verdict, violator, reasons, cycle
 * for (ForbiddenMove f : s.forbidden()) { f.move(); f.chinese(); f.pattern(); f.article(); f.cycle(); }
 * game.undo();
 * }</pre>
 *
 * There is no second rule engine here: the repetition rulings are {@code xq rule --games}' ({@code
 * org.xqverifier.repetition.LiveGame} over the same {@code Replayer} and {@code Arbiter}), and the natural limit is
 * the edition's conduct rules reviewing the game ({@code org.xqverifier.conduct.NaturalLimitReview}).
 */
package org.xqverifier.referee;
