package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.play.Players;
import org.zermelo.protocol.Engines;
import org.zermelo.protocol.Host;
import org.zermelo.protocol.ProtocolException;
import org.zermelo.protocol.Protocols;
import org.zermelo.protocol.Session;

/**
 * GNU Backgammon's external-player protocol alone, its board lines given one by one: the answers,
 * the games and moves the host hears of, and the boards that stop the play (the socket around it
 * is {@code zermelo gnubg}'s, tested with a fake gnubg in the command line's GnubgCommandTest).
 */
class GnubgExternalPlayerTest {

    /** What GNU Backgammon 1.07 sent its external player at the start of a game, after rolling 6-3 for it. */
    private static final String START = "board:gnubg:zermelo:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";

    /** Everything the session told its host, one line each: {@code send ...}, {@code game N}, {@code played M}, {@code ended N V}. */
    private final List<String> heard = new ArrayList<>();

    private Session session() {
        BackgammonGame game = new BackgammonGame();
        return new GnubgExternalPlayer().open(Engines.of(Players.parse("expectiminimax:depth=1,eval=pubeval", game, 1)), new Host() {
            @Override
            public void send(String line) {
                heard.add("send " + line);
            }

            @Override
            public void note(String message) {
                heard.add("note " + message);
            }

            @Override
            public void gameStarted(int number) {
                heard.add("game " + number);
            }

            @Override
            public void played(String move) {
                heard.add("played " + move);
            }

            @Override
            public void gameEnded(int number, int value) {
                heard.add("ended " + number + " " + value);
            }
        });
    }

    @Test
    void backgammonSpeaksIt() {
        Protocols.Offer offer = Protocols.find(GnubgExternalPlayer.NAME);
        assertThat(offer.game()).isInstanceOf(BackgammonGame.class);
        assertThat(offer.protocol()).isInstanceOf(GnubgExternalPlayer.class);
    }

    @Test
    void aBoardStartsAGameAndIsAnsweredWithALegalMove() {
        session().receive(START);
        assertThat(heard).hasSize(3);
        assertThat(heard.get(0)).isEqualTo("game 1");
        String move = heard.get(1).substring("send ".length());
        assertThat(heard.get(2)).isEqualTo("played " + move);
        Position start = new BackgammonGame().parse("4HPwATDgc/ABMA:63");
        assertThat(start.parseMove(move)).isNotNegative();
    }

    @Test
    void beforeTheRollItAsksToRollAndNeverDoubles() {
        session().receive(START.replace(":1:6:3:6:3:", ":1:0:0:0:0:"));
        assertThat(heard).containsExactly("send roll");
    }

    @Test
    void theCubeOfferedABadLineOrABoardFromNowhereStopThePlay() {
        assertThatThrownBy(() -> session().receive(START.replace(":6:3:6:3:1:1:1:0:1:-1:", ":6:3:6:3:1:1:1:1:1:-1:")))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("doubling cube");
        assertThatThrownBy(() -> session().receive("hello")).isInstanceOf(ProtocolException.class)
                .hasMessageStartingWith("gnubg sent a bad board line").hasMessageContaining("53 fields");
        // After Zermelo's opening move, a bear-off with a checker on the bar: no roll and reply of gnubg leads there,
        // and it is no new game.
        String again = "board:gnubg:zermelo:0:0:0:0:0:-2:0:2:3:4:0:0:0:0:0:-3:0:0:0:0:0:0:0:0:0:0:0:-5:1:1:5:2:5:2:1:1:1:0:1:-1:0:25:5:5:0:0:0:0:0:0";
        Session session = session();
        session.receive(START);
        assertThatThrownBy(() -> session.receive(again)).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("does not follow from Zermelo's move");
    }

    @Test
    void theStartAndTheOpponentsOpeningMoveAreNewGamesAndAReplyFollows() {
        Backgammon start = new Backgammon();
        assertThat(GnubgExternalPlayer.isNewGame(start.toString())).isTrue();
        MoveList rolls = new MoveList();
        MoveList moves = new MoveList();
        start.legalMoves(rolls);
        start.play(rolls.get(0));
        start.legalMoves(moves);
        start.play(moves.get(0));
        assertThat(GnubgExternalPlayer.isNewGame(start.toString())).as("an opening move").isTrue();
        Position afterOpening = start.copy();
        start.legalMoves(rolls);
        start.play(rolls.get(rolls.size() - 1));
        start.legalMoves(moves);
        start.play(moves.get(0));
        assertThat(GnubgExternalPlayer.follows(afterOpening, start.toString())).isTrue();
        assertThat(GnubgExternalPlayer.isNewGame(start.toString())).as("two moves in").isFalse();
    }
}
