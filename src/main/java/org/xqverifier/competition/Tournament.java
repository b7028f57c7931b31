package org.xqverifier.competition;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A tournament as read from its file: the event, the entrants in pairing-number order, the rounds, withdrawals. */
public final class Tournament {
    private final Path source;
    private final EventSpec event;
    private final Map<String, Entrant> entrants;
    private final List<List<Pairing>> rounds;
    private final Map<String, Integer> withdrawnAfterRound;
    private final BoardPlayers boardPlayers;

    public Tournament(Path source, EventSpec event, List<Entrant> entrants, List<List<Pairing>> rounds,
                      Map<String, Integer> withdrawnAfterRound) {
        this(source, event, entrants, rounds, withdrawnAfterRound, BoardPlayers.NONE);
    }

    public Tournament(Path source, EventSpec event, List<Entrant> entrants, List<List<Pairing>> rounds,
                      Map<String, Integer> withdrawnAfterRound, BoardPlayers boardPlayers) {
        this.boardPlayers = boardPlayers;
        this.source = source;
        this.event = event;
        LinkedHashMap<String, Entrant> m = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            m.put(e.id(), e);
        }
        this.entrants = Collections.unmodifiableMap(m);
        this.rounds = rounds;
        this.withdrawnAfterRound = Collections.unmodifiableMap(new LinkedHashMap<>(withdrawnAfterRound));
    }

    public Path source() {
        return source;
    }

    public EventSpec event() {
        return event;
    }

    public Map<String, Entrant> entrants() {
        return entrants;
    }

    public Entrant entrant(String id) {
        return entrants.get(id);
    }

    /** Rounds in order; round n is {@code rounds().get(n - 1)}. */
    public List<List<Pairing>> rounds() {
        return rounds;
    }

    public List<Pairing> allPairings() {
        List<Pairing> all = new ArrayList<>();
        rounds.forEach(all::addAll);
        return all;
    }

    public Map<String, Integer> withdrawnAfterRound() {
        return withdrawnAfterRound;
    }

    /** Team events: the teams' players and who sat at each board (empty when the file names no players). */
    public BoardPlayers boardPlayers() {
        return boardPlayers;
    }

    /** A copy with one more round appended (used by pairing to check the next round against the rules). */
    public Tournament withRound(List<Pairing> round) {
        List<List<Pairing>> r = new ArrayList<>(rounds);
        r.add(round);
        return new Tournament(source, event, new ArrayList<>(entrants.values()), r, withdrawnAfterRound, boardPlayers);
    }

    public Tournament truncatedTo(int completedRounds) {
        return new Tournament(source, event, new ArrayList<>(entrants.values()),
                new ArrayList<>(rounds.subList(0, Math.min(completedRounds, rounds.size()))), withdrawnAfterRound, boardPlayers);
    }
}
