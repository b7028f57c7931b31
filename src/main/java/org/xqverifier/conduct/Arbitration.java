package org.xqverifier.conduct;

import org.xqverifier.conduct.tables.TimeControl;
import org.xqverifier.edition.Citation;
import com.fasterxml.jackson.databind.JsonNode;
import org.kie.api.event.rule.DefaultRuleRuntimeEventListener;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;
import org.xqverifier.conduct.facts.ColourReversal;
import org.xqverifier.conduct.facts.ControlInPlay;
import org.xqverifier.conduct.facts.ChosenPenalty;
import org.xqverifier.conduct.facts.ClockFault;
import org.xqverifier.conduct.facts.ClockNotPressed;
import org.xqverifier.conduct.facts.CycleRepeated;
import org.xqverifier.conduct.facts.Displacement;
import org.xqverifier.conduct.facts.DrawWithdrawal;
import org.xqverifier.conduct.facts.LatePress;
import org.xqverifier.conduct.facts.RecordCompletion;
import org.xqverifier.conduct.facts.SeveralTouched;
import org.xqverifier.conduct.facts.TakeBack;
import org.xqverifier.conduct.facts.Deadline;
import org.xqverifier.conduct.facts.DomesticLimit;
import org.xqverifier.conduct.facts.DrawAnswer;
import org.xqverifier.conduct.facts.DrawOffer;
import org.xqverifier.conduct.facts.FlyingGeneral;
import org.xqverifier.conduct.facts.IllegalMove;
import org.xqverifier.conduct.facts.Lateness;
import org.xqverifier.conduct.facts.MovePlayed;
import org.xqverifier.conduct.facts.Offence;
import org.xqverifier.conduct.facts.RepetitionClaim;
import org.xqverifier.conduct.facts.Resignation;
import org.xqverifier.conduct.facts.SealedMove;
import org.xqverifier.conduct.facts.TouchAct;
import org.xqverifier.conduct.facts.TouchCase;
import org.xqverifier.conduct.facts.TouchStep;
import org.xqverifier.conduct.facts.UnrecordedRun;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;
import org.xqverifier.repetition.Arbiters;
import org.xqverifier.repetition.RuledMove;
import org.xqverifier.repetition.Ruling;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import static org.xqverifier.conduct.ClockReading.minutes;
import static org.xqverifier.conduct.ClockReading.seconds;
import static org.xqverifier.conduct.LogFields.coordinateMove;
import static org.xqverifier.conduct.LogFields.inCoordinates;
import static org.xqverifier.conduct.LogFields.name;
import static org.xqverifier.conduct.LogFields.parseSide;
import static org.xqverifier.conduct.LogFields.points;
import static org.xqverifier.conduct.LogFields.required;
import static org.xqverifier.conduct.LogFields.side;
import static org.xqverifier.conduct.LogFields.sides;

/**
 * Replays an arbiter's log under one edition's conduct rules. Java keeps the board, the clocks and the counters and
 * turns each event into facts; the edition's rules make every decision. One Drools session per game holds the
 * decisions made so far, which is how the rules count fouls and violations. One instance replays one log.
 */
public final class Arbitration {

    /** What the replay decided: every decision in order, and the result (null: the game did not end in the log). */
    public record Outcome(String edition, List<Decision> decisions, Decision result) {
    }


    private final ConductRules rules;
    private final RepetitionJudge judge;
    private final Arbiters rulings;
    private final Consumer<Decision> onDecision;
    private final KieSession session;
    private final List<Decision> fresh = new ArrayList<>();
    private final List<Decision> decisions = new ArrayList<>();
    private final List<FactHandle> eventFacts = new ArrayList<>();
    /** The rule firing now, while its consequence runs (the provisions it matched). */
    private org.kie.api.runtime.rule.Match firing;
    private final Map<Side, Player> players = new EnumMap<>(Side.class);

    private Position pos;
    private GameRecord game;
    private String startFen;
    private GameClock clock;
    private Decision result;
    private Side pendingOffer;
    private String repetitionVerdict;
    private long repetitionKey;
    private boolean domesticLimit;
    private int domesticStartPly;
    private String sealedMove;
    private Side sealer;
    private Side unpressed;
    /** The mover's clock when the hand left the piece, when the move counts as made then (not at the press). */
    private int releasedAt = -1;

    /** What Java tracks for one player besides the clock. */
    private static final class Player {
        int unrecorded;
        final Map<String, Integer> offences = new HashMap<>();
        int refusedAtMoves = -1;
        int owedRecord;
        int owedFromPeriod = -1;
        int owedRemaining = Integer.MAX_VALUE;
        final TouchLedger touches = new TouchLedger();
    }

    /**
     * @param judge    how repetition claims get their verdict ({@link ConductRules#repetitionJudge})
     * @param rulings  the repetition rulings that label chases for the natural limit (the caller's, e.g. the bundled
     *                 {@link Arbiters#bundled()}: one rule base per edition and process)
     */
    public Arbitration(ConductRules rules, RepetitionJudge judge, Arbiters rulings, Consumer<Decision> onDecision) {
        this.rules = rules;
        this.judge = judge;
        this.rulings = rulings;
        this.onDecision = onDecision == null ? d -> { } : onDecision;
        this.session = rules.newSession();
        // each decision a rule makes (or a result it changes) gets the table row it cites, found among the provisions
        // that rule matched: which edition's text the article is, and whether this edition inherited it
        session.addEventListener(new org.kie.api.event.rule.DefaultAgendaEventListener() {
            @Override
            public void beforeMatchFired(org.kie.api.event.rule.BeforeMatchFiredEvent event) {
                firing = event.getMatch();
            }

            @Override
            public void afterMatchFired(org.kie.api.event.rule.AfterMatchFiredEvent event) {
                firing = null;
            }
        });
        session.addEventListener(new DefaultRuleRuntimeEventListener() {
            @Override
            public void objectInserted(ObjectInsertedEvent event) {
                if (event.getObject() instanceof Decision d) {
                    fresh.add(d);
                    if (event.getRule() != null) d.setSource(CitedProvision.of(firing, d));
                }
            }

            @Override
            public void objectUpdated(org.kie.api.event.rule.ObjectUpdatedEvent event) {
                if (event.getRule() != null && event.getObject() instanceof Decision d) {
                    Citation source = CitedProvision.of(firing, d);
                    if (source != null) d.setSource(source);
                }
            }
        });
        for (Param p : rules.params()) session.insert(p);
        for (Citation c : rules.citations()) session.insert(c);
        for (TouchStep s : rules.touchSteps()) session.insert(s);
        for (Side s : Side.values()) players.put(s, new Player());
    }

    /**
     * Lets {@code agenda} and {@code facts} follow the session's rule firings and the decisions they insert and
     * change (a test holds each decision's article to the rule that made it). Call before {@link #replay}.
     */
    public Arbitration watching(org.kie.api.event.rule.AgendaEventListener agenda,
                                org.kie.api.event.rule.RuleRuntimeEventListener facts) {
        session.addEventListener(agenda);
        session.addEventListener(facts);
        return this;
    }

    /** Replays the whole log; a log that contradicts itself stops with a {@link LogError} naming the event. */
    public Outcome replay(ArbiterLog log) {
        try {
            start(log);
            for (LogEvent e : log.events()) {
                if (result != null) {
                    throw LogError.at(e, "the game was already over (" + result.getResult() + " at event " + result.getEvent() + ")");
                }
                try {
                    handle(e);
                } catch (LogError err) {
                    throw err;
                } catch (IllegalArgumentException bad) {
                    throw LogError.at(e, bad.getMessage());
                }
            }
            return new Outcome(rules.edition(), List.copyOf(decisions), result);
        } finally {
            session.dispose();
        }
    }

    private void start(ArbiterLog log) {
        LogHeader header = LogHeader.read(log, rules);
        startFen = header.startFen();
        pos = header.start();
        game = new GameRecord(pos);
        clock = new GameClock(header.control());
        TimeControl control = header.control();
        if (control != null) {
            session.insert(new ControlInPlay(control.id(), control.recordingRequired(), control.drawCountsAs()));
        }
    }

    private void handle(LogEvent e) {
        switch (e.type()) {
            case "move" -> move(e);
            case "touch" -> touch(e);
            case "claim" -> claim(e);
            case "review" -> review(e);
            case "draw_offer" -> drawOffer(e);
            case "draw_answer" -> drawAnswer(e);
            case "clock_press" -> offence(e, side(e.value(), "clock_press"), "clock-pressed-hard");
            case "offence" -> offence(e, side(e.value().path("side"), "offence.side"), required(e.value().path("kind"), "offence.kind"));
            case "late" -> late(e);
            case "absent" -> absent(e);
            case "resign" -> decide(e, true, new Resignation(name(side(e.value(), "resign"))));
            case "seal" -> seal(e);
            case "resume" -> resume(e);
            case "illegal_move" -> illegalMove(e);
            case "colour_reversal" -> colourReversal(e);
            case "flag" -> flag(e);
            case "limit" -> limit(e);
            case "clock_not_pressed" -> clockNotPressed(e);
            case "clock_fault" -> clockFault(e);
            case "draw_withdrawn" -> drawWithdrawn(e);
            case "penalty" -> penalty(e);
            case "displaced" -> displaced(e);
            case "take_back" -> takeBack(e);
            case "record_completed" -> recordCompleted(e);
            default -> throw LogError.at(e, "unknown event type");
        }
    }

    // ---- moves -------------------------------------------------------------------------------------------------

    private void move(LogEvent e) {
        if (sealer != null) throw LogError.at(e, "the game is adjourned: a 'resume' event must come first");
        Side side = pos.sideToMove();
        String text = required(e.value(), "move");
        // any notation the project reads: ICCS h2e2, WXF C2.5, Chinese 炮二平五
        if (inCoordinates(text) && game.kingTakesKing(coordinateMove(text), side)) {
            clockMove(e, side, true);
            decide(e, true, new FlyingGeneral(name(side)));
            return;
        }
        int m;
        try {
            m = Notations.parseAny(pos, text);
        } catch (NotationException bad) {
            throw LogError.at(e, name(side) + "'s move " + bad.getMessage() + " (position " + pos.toFen()
                    + "); an illegal move is logged as {illegal_move: ICCS, corrected: true|false}");
        }
        Player me = players.get(side);
        if (me.touches.binds() && !me.touches.fulfils(m)) {
            throw LogError.at(e, name(side) + "'s move " + text + " breaks the touch-move obligation to " + me.touches.describe());
        }
        if (pendingOffer == side.opposite()) {
            pendingOffer = null;
            players.get(side.opposite()).refusedAtMoves = clock.moves(side.opposite());
            decide(e, false, new DrawAnswer(name(side), false, true));
            if (result != null) return;
        }
        releasedAt = -1;
        if (e.body().has("released")) latePress(e, side);
        Side forgot = unpressed == side.opposite() ? unpressed : null;
        int forgotBefore = forgot == null ? 0 : clock.used(forgot);
        if (!clockMove(e, side, true)) return;
        if (forgot != null) {
            unpressed = null;
            if (clock.timed()) judgeDeadlines(e, forgot, forgotBefore, clock.moves(forgot));
            if (result != null) return;
            decide(e, false, new ClockNotPressed(name(forgot), clock.used(forgot) - forgotBefore));
        }
        if (clock.timed() && me.owedRecord > 0 && clock.period(side) > me.owedFromPeriod) {
            decide(e, false, new RecordCompletion(name(side), me.owedRecord, false, true, me.owedRemaining));
            me.owedRecord = 0;
            if (result != null) return;
        }
        boolean capture = pos.pieceAt(Move.to(m)) != Piece.EMPTY;
        game.play(m);
        String status = switch (pos.status()) {
            case CHECKMATE -> "checkmate";
            case STALEMATE -> "stalemate";
            default -> "ongoing";
        };
        List<Object> facts = new ArrayList<>();
        facts.add(new MovePlayed(game.plies(), name(side), text, capture, pos.inCheck(), status));
        Set<Side> unrecordedBy = sides(e.body().path("unrecorded_by"), "unrecorded_by");
        for (Side s : Side.values()) {
            Player pl = players.get(s);
            pl.unrecorded = unrecordedBy.contains(s) ? pl.unrecorded + 1 : 0;
            if (unrecordedBy.contains(s)) {
                if (pl.owedRecord == 0 && clock.timed()) {
                    pl.owedFromPeriod = clock.period(s);
                    pl.owedRemaining = clock.remainingInPeriod(s);
                }
                pl.owedRecord++;
            }
            if (pl.unrecorded > 0) {
                boolean required = !clock.timed() || clock.control().recordingRequired();
                int remaining = clock.timed() ? clock.remainingInPeriod(s) : Integer.MAX_VALUE;
                facts.add(new UnrecordedRun(name(s), pl.unrecorded, required, remaining));
            }
        }
        if (domesticLimit) {
            if (capture) domesticLimit = false;
            int[] capped = game.perpetualExcess(domesticStartPly, param("natural-limit-counted-cycles", Integer.MAX_VALUE), this::chaseLabels);
            facts.add(new DomesticLimit(game.movesSince(domesticStartPly, Side.RED), game.movesSince(domesticStartPly, Side.BLACK),
                    capped[0], capped[1], capture, false));
        }
        if (repetitionVerdict != null && pos.key() == repetitionKey) {
            facts.add(new CycleRepeated(repetitionVerdict));
        }
        decide(e, false, facts.toArray());
        me.touches.clear();
        evaluateTouches(side.opposite(), e);
    }

    // ---- touch-move ----------------------------------------------------------------------------------------------

    private void touch(LogEvent e) {
        Side side = e.text("side") == null ? pos.sideToMove() : parseSide(e.text("side"), "side");
        List<String> squares = points(e.value());
        if (squares.isEmpty()) throw LogError.at(e, "touch one square or several at once, e.g. touch: [e3, e6]");
        if (new HashSet<>(squares).size() < squares.size()) throw LogError.at(e, "a point is listed twice in one touch");
        boolean together = squares.size() >= 2;
        JsonNode adjust = e.body().path("adjust");
        List<Object> acts = new ArrayList<>();
        for (String s : squares) {
            int sq = Square.parse(s.trim().toLowerCase());
            if (sq < 0) throw LogError.at(e, "bad point '" + org.xqverifier.board.Quoted.cut(s, 20) + "' (files a-i, ranks 0-9)");
            int piece = pos.pieceAt(sq);
            if (piece == Piece.EMPTY) throw LogError.at(e, "no piece stands on " + s + " to be touched");
            String owner = Piece.side(piece) == side ? "own" : "opponent";
            acts.add(new TouchAct(name(side), Square.name(sq), owner, e.flag("accidental"), !adjust.isMissingNode(),
                    adjust.path("announced").asBoolean(false), adjust.path("consent").asBoolean(false),
                    pos.sideToMove() == side));
        }
        if (squares.size() > 2) {
            acts.add(new SeveralTouched(name(side), squares.size(), (int) acts.stream().filter(a -> "own".equals(((TouchAct) a).getOwner())).count()));
        }
        decide(e, false, acts.toArray());
        Player p = players.get(side);
        String group = together ? "together" + e.index() : null;
        for (Object o : acts) {
            if (o instanceof TouchAct a && "touch".equals(a.getVerdict())) p.touches.add(a.getSquare(), group);
        }
        if (pos.sideToMove() == side) evaluateTouches(side, e);
    }

    /** Turns a side's touches before its move into a TouchCase and lets the rules set the obligation. */
    private void evaluateTouches(Side side, LogEvent e) {
        TouchLedger ledger = players.get(side).touches;
        if (ledger.isEmpty() || result != null || pos.sideToMove() != side) return; // judged when it is the side's turn
        TouchCase c = ledger.toCase(pos, name(side));
        if (c == null) return;
        int before = decisions.size();
        decide(e, false, c);
        boolean foul = false;
        String article = null;
        for (Decision d : decisions.subList(before, decisions.size())) {
            foul |= "foul".equals(d.getKind()) && name(side).equals(d.getSide());
            if ("obligation".equals(d.getKind())) article = d.getArticle();
        }
        ledger.settle(c, article, foul);
    }

    // ---- claims --------------------------------------------------------------------------------------------------

    private void claim(LogEvent e) {
        String what = required(e.value(), "claim");
        Side side = parseSide(e.text("side"), "side");
        switch (what) {
            case "natural-limit" -> naturalLimit(e, name(side), false);
            case "repetition" -> {
                String verdict = judge.verdict(startFen, game.moves(), e.text("verdict"));
                int occurrences = game.occurrencesOfCurrent();
                int before = decisions.size();
                decide(e, true, new RepetitionClaim(name(side), verdict, occurrences));
                for (Decision d : decisions.subList(before, decisions.size())) {
                    if ("instruction".equals(d.getKind())) {
                        repetitionVerdict = verdict;
                        repetitionKey = pos.key();
                    }
                }
            }
            default -> throw LogError.at(e, "unknown claim '" + what + "' (natural-limit, repetition)");
        }
    }

    private void review(LogEvent e) {
        String what = required(e.value(), "review");
        if (!what.equals("natural-limit")) throw LogError.at(e, "the arbiter reviews 'natural-limit' only");
        String forSide = e.text("for");
        naturalLimit(e, forSide == null ? null : name(parseSide(forSide, "for")), true);
    }

    private void naturalLimit(LogEvent e, String claimant, boolean byArbiter) {
        decide(e, true, game.naturalLimitCount(claimant, byArbiter, param("natural-limit-counted-cycles", Integer.MAX_VALUE), this::chaseLabels));
    }

    /**
     * Per ply, whether the edition's repetition rulings label the move a chase (捉); null when the edition names no
     * repetition rules or the game cannot be ruled (an uncorrected illegal move stands in it).
     */
    private boolean[] chaseLabels() {
        if (rules.repetitionEdition() == null) return null;
        try {
            Ruling r = rulings.get(rules.repetitionEdition()).rule(startFen, game.moves());
            boolean[] chase = new boolean[game.plies() + 1];
            for (RuledMove m : r.moves()) {
                if (m.ply() < chase.length) chase[m.ply()] = m.codes().contains("chase");
            }
            return chase;
        } catch (IllegalArgumentException unrulable) {
            return null;
        }
    }

    // ---- draw offers -----------------------------------------------------------------------------------------------

    private void drawOffer(LogEvent e) {
        Side side = parseSide(e.value().asText(null), "draw_offer");
        if (pendingOffer != null) throw LogError.at(e, name(pendingOffer) + "'s draw offer is still unanswered");
        Player p = players.get(side);
        boolean afterOwnMove = game.lastMover() == side;
        int since = p.refusedAtMoves < 0 ? -1 : clock.moves(side) - p.refusedAtMoves;
        pendingOffer = side;
        decide(e, false, new DrawOffer(name(side), afterOwnMove, since));
    }

    private void drawAnswer(LogEvent e) {
        if (pendingOffer == null) throw LogError.at(e, "no draw offer is pending");
        String a = required(e.value(), "draw_answer");
        if (!a.equals("accept") && !a.equals("decline")) throw LogError.at(e, "draw_answer is 'accept' or 'decline'");
        Side side = pendingOffer.opposite();
        Side offerer = pendingOffer;
        pendingOffer = null;
        if (a.equals("decline")) players.get(offerer).refusedAtMoves = clock.moves(offerer);
        decide(e, true, new DrawAnswer(name(side), a.equals("accept"), false));
    }

    // ---- offences, lateness, adjournment ------------------------------------------------------------------------------

    private void offence(LogEvent e, Side side, String kind) {
        int nth = players.get(side).offences.merge(kind, 1, Integer::sum);
        decide(e, true, new Offence(name(side), kind, nth));
    }

    private void late(LogEvent e) {
        JsonNode v = e.value();
        Side side = parseSide(v.path("side").asText(null), "late.side");
        int minutes = minutes(v.path("minutes"), "late.minutes");
        String when = sealer != null || v.path("resumption").asBoolean(false) ? "resumption" : "start";
        if (when.equals("start")) charge(e, side, minutes * 60);
        if (result != null) return;
        decide(e, true, new Lateness(name(side), when, minutes, clock.firstPeriodMinutes(side), false));
    }

    private void absent(LogEvent e) {
        JsonNode v = e.value();
        List<Side> sides = new ArrayList<>();
        JsonNode s = v.path("sides");
        if (s.isArray()) s.forEach(n -> sides.add(parseSide(n.asText(), "absent.sides")));
        else sides.add(parseSide(v.path("side").asText(null), "absent.side"));
        int minutes = minutes(v.path("minutes"), "absent.minutes");
        List<Object> facts = new ArrayList<>();
        for (Side side : sides) facts.add(new Lateness(name(side), sealer != null ? "resumption" : "start", minutes, clock.firstPeriodMinutes(side), true));
        decide(e, true, facts.toArray());
    }

    private void seal(LogEvent e) {
        if (sealer != null) throw LogError.at(e, "the game is already adjourned");
        sealer = pos.sideToMove();
        sealedMove = e.value().isTextual() ? e.value().asText() : e.value().path("move").asText(null);
        clockMove(e, sealer, false);
    }

    private void resume(LogEvent e) {
        if (sealer == null) throw LogError.at(e, "no game is adjourned");
        JsonNode late = e.value().path("late");
        if (late.isObject()) {
            Side side = parseSide(late.path("side").asText(null), "resume.late.side");
            decide(e, true, new Lateness(name(side), "resumption", minutes(late.path("minutes"), "resume.late.minutes"), clock.firstPeriodMinutes(side), false));
            if (result != null) return;
        }
        Side side = sealer;
        String problem = "none";
        String judged = e.value().path("sealed").asText("");
        int m = -1;
        if (judged.equals("unclear") || judged.equals("wrong")) {
            problem = judged;
        } else if (sealedMove == null) {
            problem = "missing";
        } else {
            try {
                m = Notations.parseAny(pos, sealedMove);
            } catch (NotationException bad) {
                problem = inCoordinates(sealedMove) ? "illegal" : "unclear";
            }
        }
        sealer = null;
        decide(e, true, new SealedMove(name(side), problem));
        if (result == null && problem.equals("none")) {
            game.play(m);
            clock.moveMade(side, clock.used(side));
        }
    }

    private void illegalMove(LogEvent e) {
        JsonNode v = e.value();
        String text = v.isTextual() ? v.asText() : required(v.path("move"), "illegal_move.move");
        boolean corrected = v.isTextual() ? e.flag("corrected") : v.path("corrected").asBoolean(e.flag("corrected"));
        Side side = pos.sideToMove();
        int m = coordinateMove(text);
        if (pos.isLegal(m)) throw LogError.at(e, text + " is a legal move; log it as {move: " + text + "}");
        int piece = pos.pieceAt(Move.from(m));
        if (piece == Piece.EMPTY || Piece.side(piece) != side) {
            throw LogError.at(e, name(side) + " has no piece on " + Square.name(Move.from(m)));
        }
        if (!corrected) {
            if (Piece.type(pos.pieceAt(Move.to(m))) == PieceType.KING && pos.pieceAt(Move.to(m)) != Piece.EMPTY) {
                throw LogError.at(e, "a king cannot be taken by an illegal move");
            }
            clockMove(e, side, true);
            if (result != null) return;
            game.play(m);
        }
        decide(e, true, new IllegalMove(name(side), text, corrected));
    }

    private void colourReversal(LogEvent e) {
        if (e.body().has("clock")) clock.read(e, null, unpressed);
        decide(e, true, new ColourReversal(clock.elapsed(), clock.firstPeriodMinutes(Side.RED) * 60));
    }

    private void flag(LogEvent e) {
        Side side = parseSide(e.value().asText(null), "flag");
        if (!clock.timed()) throw LogError.at(e, "a flag needs the log's time_control");
        int before = decisions.size();
        clockMove(e, side, false);
        boolean lost = false;
        for (Decision d : decisions.subList(before, decisions.size())) lost |= "result".equals(d.getKind());
        if (!lost) {
            throw LogError.at(e, name(side) + "'s flag is said to have fallen but its clock (" + ClockReading.text(clock.used(side))
                    + ") shows no time lost under time control " + clock.control().id());
        }
    }

    private void limit(LogEvent e) {
        String what = required(e.value(), "limit");
        if (!what.equals("start")) throw LogError.at(e, "limit: start is the only limit event");
        domesticLimit = true;
        domesticStartPly = game.plies();
        decide(e, true, new DomesticLimit(0, 0, 0, 0, false, true));
    }

    // ---- what else happens at the board ------------------------------------------------------------------------------

    /** The side that just moved did not press its clock: its clock runs on through the opponent's move. */
    private void clockNotPressed(LogEvent e) {
        Side side = side(e.value(), "clock_not_pressed");
        if (game.lastMover() != side) throw LogError.at(e, name(side) + " did not just move: only the player who moved can forget to press");
        unpressed = side;
        decide(e, true, new ClockNotPressed(name(side), -1));
    }

    /** A move whose clock was pressed after the hand left the piece: both readings of the mover's clock. */
    private void latePress(LogEvent e, Side side) {
        int released = seconds(e.body().path("released"), "released");
        JsonNode c = e.body().path("clock").path(name(side));
        if (c.isMissingNode()) throw LogError.at(e, "released needs the clock reading at the press: clock: {" + name(side) + ": USED}");
        int pressed = seconds(c, "clock." + name(side));
        clock.checkRelease(side, released, pressed);
        if (clock.deadlineBetween(side, released, pressed)) {
            decide(e, false, new LatePress(name(side), released, pressed));
        }
        // the edition's row says when a move is made: at the press (TW 五) or when the hand left the piece
        if (param("late-press-time-counts", 1) == 0) releasedAt = released;
    }

    /** The clock failed: the arbiter sets both readings; they may go back, and play goes on from them. */
    private void clockFault(LogEvent e) {
        JsonNode v = e.value();
        int redBefore = clock.used(Side.RED);
        int blackBefore = clock.used(Side.BLACK);
        int redAfter = v.has("red") ? seconds(v.path("red"), "clock_fault.red") : redBefore;
        int blackAfter = v.has("black") ? seconds(v.path("black"), "clock_fault.black") : blackBefore;
        decide(e, true, new ClockFault(redBefore, blackBefore, redAfter, blackAfter, e.flag("agreed")));
        clock.set(Side.RED, redAfter);
        clock.set(Side.BLACK, blackAfter);
        if (clock.timed()) {
            judgeDeadlines(e, Side.RED, Math.min(redBefore, redAfter), clock.moves(Side.RED));
            if (result == null) judgeDeadlines(e, Side.BLACK, Math.min(blackBefore, blackAfter), clock.moves(Side.BLACK));
        }
    }

    /** The offerer asks to take back a pending draw offer; the rules say whether the offer still stands. */
    private void drawWithdrawn(LogEvent e) {
        Side side = side(e.value(), "draw_withdrawn");
        if (pendingOffer != side) throw LogError.at(e, "no draw offer of " + name(side) + " is pending");
        int before = decisions.size();
        decide(e, true, new DrawWithdrawal(name(side)));
        for (Decision d : decisions.subList(before, decisions.size())) {
            if ("draw-withdrawn".equals(d.getKind())) pendingOffer = null;
        }
    }

    /** The penalty the arbiter chose for an offence in the log; the rules apply it if the edition's article allows it. */
    private void penalty(LogEvent e) {
        JsonNode v = e.value();
        Side side = parseSide(v.path("side").asText(null), "penalty.side");
        String chosen = required(v.path("chosen"), "penalty.chosen");
        String offence = required(v.path("for"), "penalty.for");
        if (!players.get(side).offences.containsKey(offence)) {
            throw LogError.at(e, "penalty for '" + offence + "': the log has no such offence of " + name(side) + " before it");
        }
        int before = decisions.size();
        decide(e, false, new ChosenPenalty(name(side), chosen, offence, v.path("years").asInt(0)));
        if (decisions.size() == before) {
            List<String> allowed = new ArrayList<>();
            for (Param p : rules.params()) {
                if (p.name().startsWith("penalty-") && p.name().endsWith("-allowed")) {
                    allowed.add(p.name().substring(8, p.name().length() - 8) + " (" + p.getArticle() + ")");
                }
            }
            throw LogError.at(e, "penalty '" + chosen + "' for " + offence + " is not one " + rules.edition()
                    + " allows" + (allowed.isEmpty() ? ": it has no discretionary penalties" : "; allowed: " + String.join(", ", allowed)));
        }
    }

    /** Pieces knocked out of place by accident; restored or not before play went on. */
    private void displaced(LogEvent e) {
        List<String> squares = points(e.value()).stream().map(p -> p.trim().toLowerCase()).toList();
        for (String sq : squares) {
            if (pos.pieceAt(Square.parse(sq)) == Piece.EMPTY) throw LogError.at(e, "no piece stands on " + sq + " to be knocked out of place");
        }
        String by = e.text("side") == null ? null : name(parseSide(e.text("side"), "side"));
        decide(e, true, new Displacement(by, String.join("/", squares), e.body().path("restored").asBoolean(true)));
    }

    /** The player who just moved tries to change the move after releasing it; the released move stays on the board. */
    private void takeBack(LogEvent e) {
        Side side = side(e.value(), "take_back");
        if (game.lastMover() != side) throw LogError.at(e, name(side) + " did not make the last move: there is no released move to take back");
        decide(e, true, new TakeBack(name(side), game.moves().get(game.plies() - 1)));
    }

    /** The player fills in the moves missing from his record. */
    private void recordCompleted(LogEvent e) {
        Side side = side(e.value(), "record_completed");
        Player p = players.get(side);
        if (p.owedRecord == 0) throw LogError.at(e, name(side) + "'s record misses no move");
        boolean nextPeriod = clock.timed() && clock.period(side) > p.owedFromPeriod;
        decide(e, true, new RecordCompletion(name(side), p.owedRecord, true, nextPeriod, p.owedRemaining));
        p.owedRecord = 0;
        p.unrecorded = 0;
    }

    // ---- clocks ----------------------------------------------------------------------------------------------------

    /**
     * Takes the event's clock readings (the mover's clock only, when the event completes a move) and lets the rules
     * judge the deadlines the side's clock passed. Returns false if the game ended on time.
     */
    private boolean clockMove(LogEvent e, Side side, boolean completesMove) {
        int old = clock.used(side);
        if (e.body().has("clock")) clock.read(e, completesMove ? side : null, unpressed);
        if (completesMove) clock.moveMade(side, releasedAt >= 0 ? releasedAt : clock.used(side));
        releasedAt = -1;
        if (!clock.timed()) return true;
        judgeDeadlines(e, side, old, completesMove ? clock.moves(side) - 1 : clock.moves(side));
        return result == null;
    }

    /** Adds time to a side's clock (a penalty, lateness) and lets the rules judge the deadlines it passes. */
    private void charge(LogEvent e, Side side, int usedNow) {
        int old = clock.used(side);
        clock.charge(side, usedNow);
        if (!clock.timed()) return;
        judgeDeadlines(e, side, old, clock.moves(side));
    }

    /** Lets the rules judge the deadlines a side's clock passed since it showed {@code old} seconds used. */
    private void judgeDeadlines(LogEvent e, Side side, int old, int credited) {
        List<Deadline> passed = clock.passedSince(side, old, credited, param("free-time-moves-count", 1) == 1);
        if (!passed.isEmpty()) decide(e, false, passed.toArray());
    }

    // ---- the rules ---------------------------------------------------------------------------------------------------

    /**
     * Inserts the event's facts, fires the rules, and applies what they decided: counts, time penalties, the result.
     * {@code expectsDecision}: an event the edition should rule on; if it has no rule for it, say so.
     */
    private void decide(LogEvent e, boolean expectsDecision, Object... facts) {
        fresh.clear();
        for (Object f : facts) eventFacts.add(session.insert(f));
        rules.fire(session);
        for (FactHandle h : eventFacts) session.delete(h);
        eventFacts.clear();
        List<Decision> made = new ArrayList<>(fresh);
        fresh.clear();
        if (made.isEmpty() && expectsDecision) {
            made.add(Decision.of("note", null, "—", rules.edition() + " 中無此規定",
                    "no provision of " + rules.edition() + " applies to this event"));
        }
        for (Decision d : made) {
            d.setEvent(e.index());
            d.setLine(e.line());
            decisions.add(d);
            onDecision.accept(d);
            if ("result".equals(d.getKind()) && result == null) result = d;
        }
        for (Decision d : made) {
            if (d.getPenaltySeconds() > 0 && d.getSide() != null && result == null) {
                Side s = parseSide(d.getSide(), "side");
                charge(e, s, clock.used(s) + d.getPenaltySeconds());
            }
        }
    }

    private int param(String name, int otherwise) {
        for (Param p : rules.params()) if (p.name().equals(name)) return p.value();
        return otherwise;
    }
}
