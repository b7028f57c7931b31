package org.xqverifier.conduct.facts;

/**
 * A draw offer: whether it was made right after the offerer's own move, and how soon after a refused offer.
 *
 * @param ownMovesSinceRefusal moves the offerer made since its previous offer was refused; -1 if it has no refused offer
 */
public record DrawOffer(String side, boolean afterOwnMove, int ownMovesSinceRefusal) {
}
