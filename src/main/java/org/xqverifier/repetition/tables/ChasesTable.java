package org.xqverifier.repetition.tables;

import org.xqverifier.analysis.MaterialSearch;
import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * {@code repetition/chases.yaml}: how a chase is found by material won (CXA 2020 24.3): how deep the searches look,
 * which of the opponent's answers count, and the switches the rules read as settings of their names. Every depth
 * lies in what the searches can follow.
 */
public record ChasesTable(Parameter winByChecksPlies, Parameter winnerMatedPlies, Switch matedAfterCheckReply,
                          CounterChecks opponentCounterChecks, ExchangeSearch exchangeSearch,
                          Margin exchangeOfferRefutedByChecks,
                          Switch kingAnswerToCheckIsIdle, Switch unchangedWinIsNotAChase,
                          Switch unchangedAnswerIsNoNewChase, Switch escapeCreditsOnlyAWinItTakesPartIn,
                          Switch jointWinNeedingTheOfferedPieceIsAnExchange, Switch moveThatParriesAMateThreatFollows,
                          Switch capturerKeepingItsAttackIsNotCredited, Switch blockOfACheckIsNotCreditedWithAnOldAttack,
                          Switch kingAnswerToAMateThreatIsIdle,
                          // the rows of CXA 24.3–24.17 that refine the search, each one an edition
                          // may leave out (then 0 or off); the search's own come first, then the rules'
                          Parameter recapturerMatedPlies, Switch checkInBetweenThenRecapture,
                          Switch winByChecksIsNetOfWhatTheLineHandsBack, Switch winBelongsToThePieceItNeeds,
                          Parameter winByChecksForcedLinePlies, Switch pinAndDepartureTakePart,
                          Switch escapingPieceTakenAnywayIsNoAnswer, Switch evenCounterCaptureKeepsTheWin,
                          Switch captureUnderAMateThreatIsNoWin, Switch jointWinThroughANewOfferIsAnExchange,
                          // how much of the position before a move is searched: what the edition's labels.drl reads
                          Switch beforeMoveSearchedOnlyWhereCompared,
                          Switch otherReadingAfterMoveSearchedOnlyWhereCompared)
        implements TableBinder.Checked {
    static final Set<String> OPTIONAL = Set.of("exchangeSearch", "exchangeOfferRefutedByChecks",
            "recapturerMatedPlies", "checkInBetweenThenRecapture", "winByChecksIsNetOfWhatTheLineHandsBack",
            "winBelongsToThePieceItNeeds", "winByChecksForcedLinePlies", "pinAndDepartureTakePart",
            "escapingPieceTakenAnywayIsNoAnswer", "evenCounterCaptureKeepsTheWin", "captureUnderAMateThreatIsNoWin",
            "jointWinThroughANewOfferIsAnExchange", "beforeMoveSearchedOnlyWhereCompared",
            "otherReadingAfterMoveSearchedOnlyWhereCompared");
    /** The switches the material search reads itself; the rules are not given them. */
    private static final Set<String> SEARCH_SWITCHES = Set.of("mated_after_check_reply",
            "check_in_between_then_recapture", "win_by_checks_is_net_of_what_the_line_hands_back",
            "win_belongs_to_the_piece_it_needs", "pin_and_departure_take_part",
            "escaping_piece_taken_anyway_is_no_answer", "even_counter_capture_keeps_the_win",
            "before_move_searched_only_where_compared", "other_reading_after_move_searched_only_where_compared");

    /** A row an edition may leave out: its number, or 0. */
    public static int value(Parameter p) {
        return p == null ? 0 : p.value();
    }

    /** A switch an edition may leave out: on only when given and true. */
    public static boolean on(Switch s) {
        return s != null && s.value();
    }

    /**
     * The longest line of checks and answers the search for material won by checks may be given. That search has no
     * bound of its own and grows about fourfold with every two plies: on one game of the corpus 0.3 s of CPU at 7
     * plies, 0.7 s at 11, 7 s at 15, 100 s at 19.
     */
    public static final int LONGEST_CHECK_LINE = 11;
    /** The most positions a search and CPU milliseconds a ruling a committee may give the whole-board exchange search. */
    public static final long MOST_NODES = 1_000_000;
    public static final long MOST_CPU_MS = 60_000;

    /** Whether the opponent's counter-checks count, before the move and after it. */
    public record CounterChecks(boolean before, boolean after, Citation citation, String interpretation) {
        static final Set<String> OPTIONAL = Set.of("interpretation");
    }

    /**
     * The whole-board answer to a capture: {@code plies} captures and answers (0 = count the recaptures on the point
     * only), at most {@code nodes} positions a search and {@code cpuMs} of CPU a ruling; what a ruling says when the
     * search stopped at a bound ({@code boundHit}).
     */
    public record ExchangeSearch(int plies, long nodes, long cpuMs, Answers opponentAnswers, Citation citation,
                                 Note boundHit, String interpretation) {
        static final Set<String> OPTIONAL = Set.of("interpretation");
    }

    public record Answers(MaterialSearch.Answers before, MaterialSearch.Answers after) {
    }

    /** A text with its article and nothing else. */
    public record Note(Citation citation) {
    }

    /** An exchange offer refuted when the offering side wins back at least {@code margin} by checks. */
    public record Margin(int margin, Citation citation, String interpretation) {
        static final Set<String> OPTIONAL = Set.of("interpretation");
    }

    @Override
    public void check() {
        int checks = winByChecksPlies.value();
        if (checks < 0 || checks > LONGEST_CHECK_LINE || checks != 0 && checks % 2 == 0) {
            throw TableBinder.problem("win_by_checks_plies.value", "must be 0 (no search) or odd from 1 to "
                    + LONGEST_CHECK_LINE + " (checks and answers, then the capture)");
        }
        int mated = winnerMatedPlies.value();
        if (mated < 0 || mated > ParametersTable.LONGEST_MATE_LINE) {
            throw TableBinder.problem("winner_mated_plies.value", "must be a whole number from 0 to "
                    + ParametersTable.LONGEST_MATE_LINE + " (the mate search follows lines of at most "
                    + ParametersTable.LONGEST_MATE_LINE + " plies)");
        }
        if (exchangeSearch != null) {
            if (exchangeSearch.plies() < 0 || exchangeSearch.plies() > MaterialSearch.LONGEST_EXCHANGE) {
                throw TableBinder.problem("exchange_search.plies", "must be a whole number from 0 to "
                        + MaterialSearch.LONGEST_EXCHANGE + " (0: the recaptures on the point only)");
            }
            if (exchangeSearch.nodes() < 1 || exchangeSearch.nodes() > MOST_NODES) {
                throw TableBinder.problem("exchange_search.nodes", "must be a whole number from 1 to " + MOST_NODES);
            }
            if (exchangeSearch.cpuMs() < 1 || exchangeSearch.cpuMs() > MOST_CPU_MS) {
                throw TableBinder.problem("exchange_search.cpu_ms", "must be a whole number from 1 to " + MOST_CPU_MS
                        + " (milliseconds of CPU a ruling)");
            }
        }
        int forced = value(winByChecksForcedLinePlies);
        if (forced != 0 && (forced % 2 == 0 || forced < checks || forced > LONGEST_CHECK_LINE)) {
            throw TableBinder.problem("win_by_checks_forced_line_plies.value", "must be 0 (every check counts) or odd"
                    + " from win_by_checks_plies to " + LONGEST_CHECK_LINE);
        }
        int recapturer = value(recapturerMatedPlies);
        if (recapturer < 0 || recapturer > ParametersTable.LONGEST_MATE_LINE) {
            throw TableBinder.problem("recapturer_mated_plies.value", "must be a whole number from 0 to "
                    + ParametersTable.LONGEST_MATE_LINE);
        }
        if (exchangeOfferRefutedByChecks != null && (exchangeOfferRefutedByChecks.margin() < 1
                || exchangeOfferRefutedByChecks.margin() >= PieceValuesTable.KING)) {
            throw TableBinder.problem("exchange_offer_refuted_by_checks.margin", "must be a whole number from 1 to "
                    + (PieceValuesTable.KING - 1));
        }
    }

    /**
     * The switches the rules read, by their keys, in the order the rules are given them (the material search's own,
     * {@link #SEARCH_SWITCHES}, are not; a switch the edition leaves out is not given either).
     */
    public Map<String, Switch> settings() {
        Map<String, Switch> all = new LinkedHashMap<>(TableBinder.components(this, Switch.class));
        all.keySet().removeAll(SEARCH_SWITCHES);
        all.values().removeIf(java.util.Objects::isNull);
        return all;
    }
}
