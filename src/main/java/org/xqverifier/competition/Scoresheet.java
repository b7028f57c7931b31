package org.xqverifier.competition;

import org.xqverifier.competition.tables.ScoringTable;
import org.xqverifier.competition.tables.TiebreaksTable;
import org.xqverifier.competition.tables.UnplayedTable;
import org.xqverifier.competition.tables.WithdrawalTable;
import org.xqverifier.edition.Citation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The results of a tournament as the edition's tables score them: withdrawals applied, every game and match
 * scored, and per entrant the totals the tiebreaks are made of. Entrants are indexed in pairing-number order.
 */
public final class Scoresheet {
    private final Tournament tournament;
    private final CompetitionRules rules;
    private final TiebreaksTable.Chain chain;
    private final List<Entrant> entrants;
    private final Map<String, Integer> index = new HashMap<>();
    private final List<List<Encounter>> encounters = new ArrayList<>();
    private final boolean[] annulled;
    private final double[] gamePoints;
    private final double[] matchPoints;
    private final int[] gameWins;
    private final int[] winsWithBlack;
    private final int[] gamesWithBlack;
    private final int[] matchWins;
    private final int[] fouls;
    private final double[] boardOne;
    private final int[] blackAppearances;
    private final int rounds;
    private final List<String> notes = new ArrayList<>();

    public Scoresheet(Tournament t, CompetitionRules rules) {
        this(t, rules, rules.chainFor(t.event()));
    }

    /** With the chain given: pairing groups an event the tiebreak table has no chain for by a score of its own. */
    Scoresheet(Tournament t, CompetitionRules rules, TiebreaksTable.Chain chain) {
        this.tournament = t;
        this.rules = rules;
        this.chain = chain;
        this.entrants = new ArrayList<>(t.entrants().values());
        int n = entrants.size();
        for (int i = 0; i < n; i++) {
            index.put(entrants.get(i).id(), i);
            encounters.add(new ArrayList<>());
        }
        annulled = new boolean[n];
        gamePoints = new double[n];
        matchPoints = new double[n];
        gameWins = new int[n];
        winsWithBlack = new int[n];
        gamesWithBlack = new int[n];
        matchWins = new int[n];
        fouls = new int[n];
        boardOne = new double[n];
        blackAppearances = new int[n];
        rounds = t.rounds().size();
        score(applyWithdrawals(t));
    }

    // ---- withdrawals (第七節 三、四) -------------------------------------------------------------------------

    private List<Pairing> applyWithdrawals(Tournament t) {
        List<Pairing> all = new ArrayList<>(t.allPairings());
        WithdrawalTable.Withdrawal rule = rules.withdrawal(t.event());
        for (Map.Entry<String, Integer> w : t.withdrawnAfterRound().entrySet()) {
            String who = w.getKey();
            int after = w.getValue();
            int played = 0;
            List<Pairing> kept = new ArrayList<>();
            for (Pairing p : all) {
                if (!p.involves(who)) {
                    kept.add(p);
                    continue;
                }
                if (p.round() <= after) {
                    if (!p.bye() && !p.pending()) {
                        played++;
                    }
                    kept.add(p);
                    continue;
                }
                if (p.playedOverTheBoard()) {
                    throw new TournamentFileException(t.source() + ": " + p.where() + ": round " + p.round()
                            + ": " + who + " withdrew after round " + after + " but has a game played in this round");
                }
                if (!p.bye() && !t.event().roundRobin()) {
                    kept.add(forfeitedBy(p, who));   // Swiss: the scheduled opponent wins by forfeit
                }
            }
            all = kept;
            int total = t.event().roundRobin() ? (entrants.size() - 1) * t.event().cycles()
                    : Math.max(t.event().plannedRounds(), rounds);
            Citation pr = rule.citation();
            if (played < rule.annulIfPlayedFractionBelow() * total) {
                annulled[index.get(who)] = true;
                all.removeIf(p -> p.involves(who));
                notes.add(who + " withdrew after round " + after + " having played " + played + " of " + total
                        + ": all results annulled, opponents' too (" + pr.cited() + ")");
            } else if (t.event().roundRobin()) {
                int added = 0;
                for (Entrant o : entrants) {
                    // two withdrawn players who had not met: neither gets a forfeit win from the other (chosen)
                    if (o.id().equals(who) || t.withdrawnAfterRound().containsKey(o.id())) {
                        continue;
                    }
                    long met = all.stream().filter(p -> p.involves(who) && p.involves(o.id()) && !p.bye()).count();
                    for (long c = met; c < t.event().cycles(); c++) {
                        all.add(withdrawalForfeit(o.id(), who, after));
                        added++;
                    }
                }
                notes.add(who + " withdrew after round " + after + " having played " + played + " of " + total
                        + ": results stand, " + added + " remaining games scored as forfeits (" + pr.cited() + ")");
            } else {
                notes.add(who + " withdrew after round " + after + ": results stand, not paired again ("
                        + pr.cited() + ")");
            }
        }
        return all;
    }

    private Pairing forfeitedBy(Pairing p, String who) {
        List<Game> gs = new ArrayList<>();
        for (Game g : p.games()) {
            Outcome o = who.equals(g.red()) ? Outcome.SECOND_WINS_BY_FORFEIT : Outcome.FIRST_WINS_BY_FORFEIT;
            if (g.outcome() == Outcome.DOUBLE_FORFEIT) {
                o = Outcome.DOUBLE_FORFEIT;
            }
            gs.add(g.withOutcome(o));
        }
        return new Pairing(p.round(), p.first(), p.second(), gs, p.firstFouls(), p.secondFouls(), p.where());
    }

    private Pairing withdrawalForfeit(String winner, String withdrawn, int after) {
        List<Game> gs = new ArrayList<>();
        int boards = tournament.event().team() ? tournament.event().teamSize() : 1;
        for (int b = 1; b <= boards; b++) {
            for (int k = 1; k <= tournament.event().gamesPerPairing(); k++) {
                gs.add(new Game(0, b, k, winner, withdrawn, Outcome.FIRST_WINS_BY_FORFEIT));
            }
        }
        return new Pairing(0, winner, withdrawn, gs, 0, 0, "withdrawal of " + withdrawn + " after round " + after);
    }

    // ---- scoring (第五節) ---------------------------------------------------------------------------------------

    private double gamePointsOf(Game g, boolean red) {
        ScoringTable p = rules.points();
        return switch (g.outcome()) {
            case FIRST_WINS -> red ? p.gamePoints().win().red() : p.gamePoints().loss().black();
            case DRAW -> red ? p.gamePoints().draw().red() : p.gamePoints().draw().black();
            case SECOND_WINS -> red ? p.gamePoints().loss().red() : p.gamePoints().win().black();
            case FIRST_WINS_BY_FORFEIT -> red ? p.forfeit().win() : p.forfeit().loss();
            case SECOND_WINS_BY_FORFEIT -> red ? p.forfeit().loss() : p.forfeit().win();
            case DOUBLE_FORFEIT -> p.forfeit().doubleForfeit();
            case PENDING -> 0;
        };
    }

    private void score(List<Pairing> pairings) {
        EventSpec ev = tournament.event();
        ScoringTable pts = rules.points();
        UnplayedTable un = rules.unplayed();
        List<MatchTally> tallies = new ArrayList<>();
        List<Pairing> decided = new ArrayList<>();
        for (Pairing p : pairings) {
            Integer fi = index.get(p.first());
            if (annulled[fi]) {
                continue;
            }
            if (p.bye()) {
                if (ev.roundRobin() && !pts.bye().scoresInRoundRobin()) {
                    fouls[fi] += p.firstFouls();
                    continue;   // a round-robin bye is a rest, not a result
                }
                double gp = pts.bye().gamePoints() * Math.max(1, (ev.team() ? ev.teamSize() : 1) * ev.gamesPerPairing());
                encounters.get(fi).add(new Encounter(p.round(), -1, 1, Encounter.Kind.BYE, false, gp, pts.bye().matchPoints()));
                fouls[fi] += p.firstFouls();
                continue;
            }
            if (anyPending(p)) {
                continue;   // not finished: the standings count finished pairings only
            }
            int si = index.get(p.second());
            if (annulled[si]) {
                continue;
            }
            fouls[fi] += p.firstFouls();
            fouls[si] += p.secondFouls();
            countGames(p, fi, si, un);
            if (ev.matchScoring()) {
                tallies.add(tally(p));
                decided.add(p);
            } else {
                Game g = p.games().get(0);
                double gf = gamePointsOf(g, true);
                double gs = gamePointsOf(g, false);
                int rf = switch (g.outcome()) {
                    case FIRST_WINS, FIRST_WINS_BY_FORFEIT -> 1;
                    case SECOND_WINS, SECOND_WINS_BY_FORFEIT, DOUBLE_FORFEIT -> -1;
                    default -> 0;
                };
                int rs = g.outcome() == Outcome.DOUBLE_FORFEIT ? -1 : -rf;
                Encounter.Kind kind = kindOf(p);
                encounters.get(fi).add(new Encounter(p.round(), si, rf, kind, false, gf, matchPointsFor(rf)));
                encounters.get(si).add(new Encounter(p.round(), fi, rs, kind, true, gs, matchPointsFor(rs)));
            }
        }
        if (!tallies.isEmpty()) {
            rules.matchDecider().decide(tallies);
            for (int i = 0; i < tallies.size(); i++) {
                Pairing p = decided.get(i);
                MatchTally t = tallies.get(i);
                int fi = index.get(p.first());
                int si = index.get(p.second());
                int rf = resultCode(t.firstResult());
                int rs = resultCode(t.secondResult());
                Encounter.Kind kind = kindOf(p);
                encounters.get(fi).add(new Encounter(p.round(), si, rf, kind, false, t.getFirstGamePoints(), matchPointsFor(rf)));
                encounters.get(si).add(new Encounter(p.round(), fi, rs, kind, true, t.getSecondGamePoints(), matchPointsFor(rs)));
            }
        }
        for (int i = 0; i < entrants.size(); i++) {
            encounters.get(i).sort((a, b) -> Integer.compare(a.round() == 0 ? Integer.MAX_VALUE : a.round(),
                    b.round() == 0 ? Integer.MAX_VALUE : b.round()));
            for (Encounter e : encounters.get(i)) {
                gamePoints[i] += e.gamePoints();
                matchPoints[i] += e.matchPoints();
                if (e.result() > 0 && (!e.bye() || un.bye().countsAsWin()) && (!e.forfeit() || un.forfeit().countsAsWin())) {
                    matchWins[i]++;
                }
                if (e.bye() && un.bye().countsAsWin()) {
                    gameWins[i] += ev.team() ? ev.teamSize() * ev.gamesPerPairing() : ev.gamesPerPairing();
                }
                if (e.second() && !e.bye() && (!e.forfeit() || un.forfeit().countsAsGameWithBlack())) {
                    blackAppearances[i]++;
                }
            }
        }
    }

    private static Encounter.Kind kindOf(Pairing p) {
        if (p.round() == 0) {
            return Encounter.Kind.WITHDRAWAL_FORFEIT;
        }
        if (p.doubleForfeit()) {
            return Encounter.Kind.DOUBLE_FORFEIT;
        }
        for (Game g : p.games()) {
            if (!g.outcome().forfeit()) {
                return Encounter.Kind.PLAYED;
            }
        }
        return Encounter.Kind.FORFEIT;
    }

    private static boolean anyPending(Pairing p) {
        for (Game g : p.games()) {
            if (g.outcome() == Outcome.PENDING) {
                return true;
            }
        }
        return false;
    }

    private static int resultCode(String r) {
        return switch (r) {
            case "win" -> 1;
            case "draw" -> 0;
            case "loss" -> -1;
            default -> throw new RulesFolderException("match-result rule gave \"" + r + "\" (expected win, draw, loss)");
        };
    }

    private double matchPointsFor(int result) {
        ScoringTable p = rules.points();
        return result > 0 ? p.matchPoints().win() : result == 0 ? p.matchPoints().draw() : p.matchPoints().loss();
    }

    /** Wins, wins with black, games with black and board-1 points, game by game. */
    private void countGames(Pairing p, int fi, int si, UnplayedTable un) {
        for (Game g : p.games()) {
            int red = index.get(g.red());
            int black = red == fi ? si : fi;
            Outcome o = g.outcome();
            boolean forfeit = o.forfeit();
            boolean countsWin = !forfeit || un.forfeit().countsAsWin();
            boolean countsBlack = !forfeit || un.forfeit().countsAsGameWithBlack();
            if ((o == Outcome.FIRST_WINS || o == Outcome.FIRST_WINS_BY_FORFEIT) && countsWin) {
                gameWins[red]++;
            }
            if ((o == Outcome.SECOND_WINS || o == Outcome.SECOND_WINS_BY_FORFEIT) && countsWin) {
                gameWins[black]++;
                if (countsBlack) {
                    winsWithBlack[black]++;
                }
            }
            if (countsBlack && o != Outcome.DOUBLE_FORFEIT) {
                gamesWithBlack[black]++;
            }
            if (g.board() == 1) {
                boardOne[red] += gamePointsOf(g, true);
                boardOne[black] += gamePointsOf(g, false);
            }
        }
    }

    private MatchTally tally(Pairing p) {
        EventSpec ev = tournament.event();
        double f = 0;
        double s = 0;
        double fb = 0;
        double sb = 0;
        Map<Integer, double[]> perBoard = new HashMap<>();
        for (Game g : p.games()) {
            boolean firstRed = g.red().equals(p.first());
            double a = gamePointsOf(g, firstRed);
            double b = gamePointsOf(g, !firstRed);
            f += a;
            s += b;
            double[] bp = perBoard.computeIfAbsent(g.board(), k -> new double[2]);
            bp[0] += a;
            bp[1] += b;
        }
        for (double[] bp : perBoard.values()) {
            int firstResult = bp[0] > bp[1] ? 1 : bp[0] == bp[1] ? 0 : -1;
            fb += matchPointsFor(firstResult);
            sb += matchPointsFor(-firstResult);
        }
        String kind = !ev.team() ? "individual-multi-game" : ev.gamesPerPairing() == 1 ? "team-one-game" : "team-two-game";
        return new MatchTally(kind, f, s, fb, sb);
    }

    // ---- what the tiebreaks read ---------------------------------------------------------------------------------

    public Tournament tournament() {
        return tournament;
    }

    public CompetitionRules rules() {
        return rules;
    }

    public TiebreaksTable.Chain chain() {
        return chain;
    }

    public int size() {
        return entrants.size();
    }

    public Entrant entrant(int i) {
        return entrants.get(i);
    }

    public int indexOf(String id) {
        Integer i = index.get(id);
        return i == null ? -1 : i;
    }

    public boolean annulled(int i) {
        return annulled[i];
    }

    public List<Encounter> encounters(int i) {
        return encounters.get(i);
    }

    /** The score the standings rank by first (積分, or 場分/大分 for matches), per the chain's {@code primary}. */
    public double score(int i) {
        return "match-points".equals(chain.primary()) ? matchPoints[i] : gamePoints[i];
    }

    public double primaryOf(Encounter e) {
        return "match-points".equals(chain.primary()) ? e.matchPoints() : e.gamePoints();
    }

    public double gamePoints(int i) {
        return gamePoints[i];
    }

    public double matchPoints(int i) {
        return matchPoints[i];
    }

    public int gameWins(int i) {
        return gameWins[i];
    }

    public int winsWithBlack(int i) {
        return winsWithBlack[i];
    }

    public int gamesWithBlack(int i) {
        return gamesWithBlack[i];
    }

    public int matchWins(int i) {
        return matchWins[i];
    }

    public int fouls(int i) {
        return fouls[i];
    }

    public double boardOne(int i) {
        return boardOne[i];
    }

    public int blackAppearances(int i) {
        return blackAppearances[i];
    }

    public int rounds() {
        return rounds;
    }

    /** What the withdrawals did, in words, for the report. */
    public List<String> notes() {
        return notes;
    }
}
