package org.xqverifier.board;

/** Whether play goes on. In Xiangqi a side with no legal move loses, whether it is in check (将死) or not (困毙). */
public enum GameStatus {
    ONGOING, CHECKMATE, STALEMATE;

    public boolean isOver() {
        return this != ONGOING;
    }
}
