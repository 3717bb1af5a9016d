package org.zermelo.cluster;

import com.hazelcast.map.IMap;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.Symmetric;
import org.zermelo.search.OpeningBook;

/**
 * One position proved by the machines of a cluster. The coordinator holds the top of the game's
 * graph: the course's AND/OR labelling (negamax over exact values, for games with draws or scores),
 * expanded a few plies with the game's move ordering (only the moves it says an exact search must
 * try), each position merged with its transpositions and mirror images by its symmetric key. The
 * positions at its leaves are the units, handed out in the order a depth-first proof would meet
 * them, a few in flight per member ({@link Coordinator}); the members prove them with their
 * long-lived solvers, whose tables they keep from one unit to the next.
 *
 * <p>A position is decided as soon as one child gives its side to move the game's best value (a
 * won position needs one winning move), or once every child is decided (a lost position needs
 * them all); the units in flight below a decided position are stopped. A unit that spends its node
 * budget comes back unfinished: its position is expanded one ply more, and its children go
 * preferably to the member that began it, whose table holds what it learnt.
 *
 * <p>Every position decided, unit or not, is written to the cluster's proof map (by its symmetric
 * key: a proof is a fact, whoever made it), which a unit reads before it proves anything, and told
 * to the caller ({@link #proved}), who saves them ({@link #save}) so that a coordinator started
 * again ({@code known}) issues no unit already proved. The proofs below the units stay in the
 * members' tables: cheap and many, they are not worth the network.
 */
public final class ClusterProof {

    private static final int UNKNOWN = UnitResult.UNFINISHED;

    /** A position proved: in the game's notation, its ply from the root, its game value for the side to move. */
    public record Proved(String position, int ply, int value) {}

    /**
     * What the proof found: the root's game value, a move that achieves it, the nodes of every
     * unit (the stopped and unfinished ones included), how many units were answered, how many
     * came back unfinished and were split, and how many positions the graph held.
     */
    public record Result(int value, int bestMove, long nodes, int units, int splits, int positions) {}

    /** A position of the top of the graph. */
    private static final class Node {
        final String position;
        final String key;
        final int ply;
        int value = UNKNOWN;
        /** Null until expanded; then the moves tried, in the game's order, and where each leads. */
        int[] moves;
        Node[] children;
        boolean[] sameSide;
        final List<Node> parents = new ArrayList<>(1);
        /** The unit in flight, or null. */
        Unit unit;
        /** The member that began the unit this position's parent came from: its table knows the most here. */
        String preferred;

        Node(String position, String key, int ply) {
            this.position = position;
            this.key = key;
            this.ply = ply;
        }
    }

    private final ClusterMember member;
    private final Game game;
    private final String algo;
    private final long unitNodes;
    private final String job;
    private final IMap<String, UnitResult> map;
    private final String address;
    private final Map<String, Integer> known;
    private final Map<String, Node> nodes = new HashMap<>();
    private final Node root;
    private final List<Proved> proved = new ArrayList<>();
    private long nextId = ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE / 2);
    private long totalNodes;
    private int units;
    private int splits;

    // The positions under way: reachable from the root through undecided ones, and the leaves among them in proof order.
    private final Set<Node> live = new LinkedHashSet<>();
    private final List<Node> leaves = new ArrayList<>();
    private boolean stale = true;

    /**
     * A proof of {@code root} of {@code game} by {@code algo} on the cluster of {@code member}: the
     * top {@code plies} expanded at the start (1 or more), each unit given {@code unitNodes} nodes
     * (0 for no limit), the values of {@code known} (symmetric key, see {@link #key}, to game value)
     * taken as proved, with those of the cluster's proof map.
     */
    public ClusterProof(ClusterMember member, Game game, Position root, String algo, int plies, long unitNodes,
            Map<String, Integer> known) {
        if (plies < 1) {
            throw new IllegalArgumentException("--split-plies: expected 1 or more, not " + plies);
        }
        if (root.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + root + ": there is nothing to prove");
        }
        if (unitNodes < 0) {
            throw new IllegalArgumentException("--unit-nodes: expected 0 (no limit) or more, not " + unitNodes);
        }
        this.member = member;
        this.game = game;
        this.algo = algo;
        this.unitNodes = unitNodes;
        this.job = job(game, root, algo);
        this.map = member.instance().getMap(job);
        this.address = member.address();
        this.known = new HashMap<>(known);
        for (Map.Entry<String, UnitResult> e : map.entrySet()) { // a coordinator started again while the members were up
            this.known.putIfAbsent(e.getKey(), e.getValue().value());
        }
        // The proofs saved go to the map too: a member reads it into its table when the job's first unit reaches it.
        Map<String, UnitResult> saved = new HashMap<>();
        known.forEach((key, value) -> saved.put(key, new UnitResult(value, 0, 0, address)));
        map.putAll(saved);
        this.root = new Node(root.toString(), key(root), 0);
        nodes.put(this.root.key, this.root);
        expandTo(this.root, plies);
    }

    /** The name of the cluster's proof map of a proof: the same root, game and solver, the same map. */
    public static String job(Game game, Position root, String algo) {
        return "zermelo.proof." + game.name() + "." + algo + "." + root;
    }

    /** The key of {@code position}'s proof: its symmetric key, shared by its mirror images, in hexadecimal. */
    public static String key(Position position) {
        return Long.toHexString(position instanceof Symmetric s ? s.symmetricHash() : position.hash());
    }

    /**
     * Proves the root, telling every unit answered to {@code each} on this thread.
     *
     * @throws InterruptedException when this thread is interrupted (the units in flight go on)
     */
    public Result run(Consumer<Coordinator.Done> each) throws InterruptedException {
        new Coordinator(member).run(new Coordinator.Work() {
            @Override
            public Unit next(String memberAddress) {
                return issue(memberAddress);
            }

            @Override
            public void answered(Coordinator.Done done) {
                ClusterProof.this.answered(done);
                each.accept(done);
            }

            @Override
            public void lost(Unit unit) {
                nodes.get(unit.key()).unit = null;
                stale = true;
            }

            @Override
            public boolean wanted(Unit unit) {
                refresh();
                return live.contains(nodes.get(unit.key()));
            }

            @Override
            public boolean finished() {
                return root.value != UNKNOWN;
            }
        });
        int best = -1;
        for (int i = 0; i < root.children.length && best < 0; i++) {
            Node c = root.children[i];
            if (c.value != UNKNOWN && (root.sameSide[i] ? c.value : -c.value) == root.value) {
                best = root.moves[i];
            }
        }
        return new Result(root.value, best, totalNodes, units, splits, nodes.size());
    }

    /** Frees the members' memory of this proof: its proof map and the costly proofs they shared (saved first, if asked). */
    public void clear() {
        map.destroy();
        member.instance().getMap(Unit.costly(job)).destroy();
    }

    /** The positions proved so far, the root's last: what {@link #save} keeps. Safe from any thread. */
    public List<Proved> proved() {
        synchronized (proved) {
            return List.copyOf(proved);
        }
    }

    /**
     * Writes {@code proved} to {@code file} as an opening book of them ({@link OpeningBook}'s format,
     * reaching as far as the deepest), which {@link #load} reads back, and {@code solve --book} too.
     */
    public static void save(Path file, Game game, Position root, List<Proved> proved) throws IOException {
        int plies = 0;
        for (Proved p : proved) {
            plies = Math.max(plies, p.ply());
        }
        OpeningBook book = OpeningBook.empty(game, plies);
        for (Proved p : proved) {
            book.add(Games.position(game, p.position()), p.value());
        }
        book.write(file, root.toString().equals(game.start().toString()) ? "" : root.toString());
    }

    /** The proofs saved in {@code file} by {@link #save}, by key. They are trusted. */
    public static Map<String, Integer> load(Path file, Game game) throws IOException {
        Map<String, Integer> values = new HashMap<>();
        for (OpeningBook.Entry e : OpeningBook.read(game, file).entries()) {
            values.put(key(Games.position(game, e.position())), e.value());
        }
        return values;
    }

    /** Expands {@code n} and its descendants to {@code plies} below it, then decides what their values decide. */
    private void expandTo(Node n, int plies) {
        if (plies == 0 || n.value != UNKNOWN || n.children != null) {
            return;
        }
        expand(n, null);
        for (Node c : n.children) {
            expandTo(c, plies - 1);
        }
        evaluate(n);
    }

    /** Gives {@code n} its children: the moves the game's ordering says to try, in its order. */
    private void expand(Node n, String preferred) {
        Position p = Games.position(game, n.position);
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        int tries = p instanceof MoveOrdering ordering ? ordering.orderMoves(moves) : moves.size();
        int side = p.sideToMove();
        n.moves = new int[tries];
        n.children = new Node[tries];
        n.sameSide = new boolean[tries];
        for (int i = 0; i < tries; i++) {
            n.moves[i] = moves.get(i);
            p.play(moves.get(i));
            n.sameSide[i] = p.sideToMove() == side;
            Node child = node(p, n.ply + 1);
            if (child.preferred == null && child.value == UNKNOWN) {
                child.preferred = preferred;
            }
            child.parents.add(n);
            n.children[i] = child;
            p.undo();
        }
        stale = true;
    }

    /** The node of {@code p}, made if new, its value known if the game is over, the oracle or a proof saved knows it. */
    private Node node(Position p, int ply) {
        String key = key(p);
        Node n = nodes.get(key);
        if (n != null) {
            return n;
        }
        n = new Node(p.toString(), key, ply);
        nodes.put(key, n);
        if (p.isTerminal()) {
            n.value = p.terminalValue();
        } else if (known.containsKey(key)) {
            n.value = known.get(key);
        } else if (p instanceof Oracle oracle) {
            n.value = oracle.knownValue() == Oracle.UNKNOWN ? UNKNOWN : oracle.knownValue();
        }
        return n;
    }

    /** Decides {@code n} if its children's values do: one that gives it the game's best value, or all of them. */
    private void evaluate(Node n) {
        if (n.value != UNKNOWN || n.children == null) {
            return;
        }
        int best = Integer.MIN_VALUE;
        boolean all = true;
        for (int i = 0; i < n.children.length; i++) {
            int v = n.children[i].value;
            if (v == UNKNOWN) {
                all = false;
                continue;
            }
            int mine = n.sameSide[i] ? v : -v;
            if (mine >= game.maxValue()) {
                decide(n, mine);
                return;
            }
            best = Math.max(best, mine);
        }
        if (all) {
            decide(n, best);
        }
    }

    /** Records {@code n}'s value (in the proof map too: a unit elsewhere may meet it), and what it decides above. */
    private void decide(Node n, int value) {
        n.value = value;
        stale = true;
        synchronized (proved) {
            proved.add(new Proved(n.position, n.ply, value));
        }
        map.set(n.key, new UnitResult(value, 0, 0, address));
        for (Node parent : n.parents) {
            evaluate(parent);
        }
    }

    private void answered(Coordinator.Done done) {
        Node n = nodes.get(done.unit().key());
        n.unit = null;
        UnitResult r = done.result();
        totalNodes += r.nodes();
        units++;
        stale = true;
        if (r.finished()) {
            if (n.value == UNKNOWN) {
                decide(n, r.value());
            }
            return;
        }
        refresh();
        if (live.contains(n) && n.children == null) { // its budget spent: one ply deeper, the children preferably to its member
            splits++;
            expand(n, done.member());
            evaluate(n);
        }
    }

    /** The next unit for the member at {@code memberAddress}: the first leaf in proof order preferred for it, else the first. */
    private Unit issue(String memberAddress) {
        if (root.value != UNKNOWN) {
            return null;
        }
        refresh();
        Node chosen = null;
        for (Node leaf : leaves) {
            if (leaf.unit == null && (chosen == null || memberAddress.equals(leaf.preferred))) {
                chosen = leaf;
                if (memberAddress.equals(leaf.preferred)) {
                    break;
                }
            }
        }
        if (chosen == null) {
            return null;
        }
        chosen.unit = Unit.ofProof(job, game.name(), algo, chosen.position, chosen.key, chosen.ply, unitNodes, nextId++);
        return chosen.unit;
    }

    /** Finds again the positions under way and the leaves among them, in the order of a depth-first proof. */
    private void refresh() {
        if (!stale) {
            return;
        }
        live.clear();
        leaves.clear();
        visit(root);
        stale = false;
    }

    private void visit(Node n) {
        if (n.value != UNKNOWN || !live.add(n)) {
            return;
        }
        if (n.children == null) {
            leaves.add(n);
            return;
        }
        for (Node c : n.children) {
            visit(c);
        }
    }
}
