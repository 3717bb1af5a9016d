package org.zermelo.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.play.MatchResult;
import org.zermelo.search.ExpectedValue;
import org.zermelo.search.MoveAnalysis;
import org.zermelo.search.MoveAnalysis.Kind;
import org.zermelo.search.MoveAnalysis.MoveValue;
import org.zermelo.search.MoveAnalysis.Value;
import org.zermelo.search.Search;
import org.zermelo.search.SearchProgress;
import org.zermelo.search.SearchResult;
import org.zermelo.search.SearchStats;
import org.zermelo.tree.GameTree;

/**
 * The engine's results as JSON objects, with the field names of the command line's {@code --json}
 * where it has them (docs/web.md lists them).
 */
final class Views {

    private Views() {}

    /** A value for one side: as {@code zermelo analyze --json} gives it. */
    static Map<String, Object> value(Value v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", v.kind().name().toLowerCase(Locale.ROOT));
        m.put("value", switch (v.kind()) {
            case EXACT -> (Object) v.gameValue();
            case PROBABILITY -> v.probability();
            case HEURISTIC -> v.score();
        });
        m.put("outcome", v.outcome() == null ? null : v.outcome().toString());
        m.put("remoteness", v.remoteness() >= 0 ? v.remoteness() : null);
        m.put("depth", v.kind() == Kind.HEURISTIC ? v.depth() : null);
        m.put("text", v.describe());
        m.put("rank", v.rank());
        return m;
    }

    /** Every move's value, the best marked, and each move's loss against the best. */
    static Map<String, Object> moves(Game game, Position position, MoveAnalysis.Result result) {
        Value best = result.best();
        List<Object> moves = new ArrayList<>();
        for (MoveValue m : result.moves()) {
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("move", m.notation());
            j.putAll(value(m.value()));
            j.put("best", result.isBest(m));
            j.put("mistake", result.mistake(m));
            j.put("loss", result.loss(m));
            j.put("nodes", m.nodes());
            moves.add(j);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("game", game.name());
        out.put("position", position.toString());
        out.put("toMove", game.playerName(position.sideToMove()));
        out.put("exact", result.exact());
        // Null where proven values and estimates are not ranked against each other (some moves proven
        // to draw or lose, others estimated): each kind's best is marked best.
        out.put("value", best == null ? null : value(best));
        out.put("moves", moves);
        out.put("nodes", result.nodes());
        out.put("timeMs", result.timeNanos() / 1_000_000);
        return out;
    }

    /** The value as {@code search} prints it: a score, a proven result, or an expected value. */
    static String text(Search search, SearchResult r) {
        return search instanceof ExpectedValue ? String.format(Locale.ROOT, "%+.4f expected", r.expected())
                : Scores.describe(r.value());
    }

    /** One finished depth, as a line of {@code search --time} says it. */
    static Map<String, Object> iteration(Search search, Position position, SearchResult r, long previousNodes) {
        Map<String, Object> m = new LinkedHashMap<>();
        SearchStats st = r.stats();
        m.put("depth", r.depth());
        m.put("value", r.value());
        m.put("text", text(search, r));
        m.put("exact", r.exact());
        m.put("nodes", st.nodes());
        m.put("ebf", previousNodes > 0 ? (double) st.nodes() / previousNodes : null);
        return withCounts(m, position, r);
    }

    /** Adds the counts that close a depth's line and a result: cutoffs to nodes a second, then the principal variation. */
    private static Map<String, Object> withCounts(Map<String, Object> m, Position position, SearchResult r) {
        SearchStats st = r.stats();
        m.put("cutoffs", st.cutoffs());
        m.put("firstMoveCutoffRate", st.firstMoveCutoffRate());
        m.put("tableHits", st.tableHits());
        m.put("timeMs", st.timeMillis());
        m.put("nodesPerSecond", st.nodesPerSecond());
        m.put("pv", position.formatLine(r.pv()));
        return m;
    }

    /** A search's result, as {@code search --json} gives it. */
    static Map<String, Object> result(Search search, Position position, SearchResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        SearchStats st = r.stats();
        m.put("algo", search.name());
        m.put("bestMove", r.bestMove() >= 0 ? position.formatMove(r.bestMove()) : null);
        m.put("value", r.value());
        m.put("text", text(search, r));
        m.put("exact", r.exact());
        m.put("depth", r.depth());
        m.put("nodes", st.nodes());
        m.put("leavesEvaluated", st.leaves());
        return withCounts(m, position, r);
    }

    /** Where a search is. */
    static Map<String, Object> progress(SearchProgress p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("nodes", p.nodes());
        m.put("timeMs", p.elapsedNanos() / 1_000_000);
        m.put("nodesPerSecond", p.nodesPerSecond());
        m.put("depth", p.depth());
        m.put("line", p.line().stream().map(s -> s.move() + " (" + s.index() + "/" + s.count() + ")").toList());
        return m;
    }

    /** A match's tally: wins, draws, the score and the Elo difference with its 95% interval. */
    static Map<String, Object> tally(MatchResult t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("games", t.games());
        m.put("aWins", t.aWins());
        m.put("bWins", t.bWins());
        m.put("draws", t.draws());
        m.put("firstPlayerWins", t.firstPlayerWins());
        m.put("score", t.score());
        m.put("eloDiff", finite(t.eloDiff()));
        m.put("eloLow", finite(t.eloLow()));
        m.put("eloHigh", finite(t.eloHigh()));
        m.put("eloError", finite(t.eloError()));
        return m;
    }

    private static Double finite(double x) {
        return Double.isFinite(x) ? x : null;
    }

    /** The nodes of a tree for drawing: name, parent, kind, a leaf's value, a chance edge's probability. */
    static List<Object> nodes(GameTree tree, List<String> moves) {
        List<Object> nodes = new ArrayList<>();
        for (int n = 0; n < tree.size(); n++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", n);
            m.put("name", tree.name(n));
            m.put("labelled", tree.isLabelled(n));
            m.put("parent", tree.parent(n));
            m.put("kind", tree.isChance(n) ? "chance" : tree.isMax(n) ? "max" : "min");
            m.put("leaf", tree.isLeaf(n));
            m.put("value", tree.isLeaf(n) ? tree.unscale(tree.scaledValue(n)).toPlainString() : null);
            m.put("probability", tree.probabilityText(n));
            m.put("move", moves == null ? null : moves.get(n));
            m.put("children", tree.children(n));
            nodes.add(m);
        }
        return nodes;
    }
}
