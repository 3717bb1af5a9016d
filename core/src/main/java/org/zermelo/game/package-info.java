/**
 * The game API: {@link org.zermelo.game.Position} (play and undo on int moves),
 * {@link org.zermelo.game.MoveList}, {@link org.zermelo.game.Evaluator}, the score scale
 * {@link org.zermelo.game.Scores}, and the {@link org.zermelo.game.Game} descriptors that the
 * command line finds with a service loader. Nothing here knows a concrete game or a search.
 *
 * <h2>Abilities</h2>
 *
 * <p>Beyond the contract, a game may offer what it knows, each as a small interface that the
 * searches and tools discover with {@code instanceof}; none is required, and no search has a
 * special case for a game. The catalogue, with what each promises and what a wrong answer
 * costs: <b>exact</b> abilities make an exact result wrong if they lie (the tests check each
 * against brute force), the others only cost speed, or show wrongly.
 *
 * <table>
 *   <caption>The abilities of positions</caption>
 *   <tr><th>ability</th><th>promises</th><th>used by</th><th>a wrong answer</th></tr>
 *   <tr><td>{@link org.zermelo.game.Oracle}</td><td>the game value, or bounds on it, without
 *       search (Nim's XOR, Domineering's counts, Connect Four's stones)</td><td>the engine's
 *       exact search, proof</td><td>exact</td></tr>
 *   <tr><td>{@link org.zermelo.game.ShallowSolver}</td><td>an exact fail-soft search of its own
 *       near the end (Othello's last empty squares)</td><td>the engine's exact search</td><td>exact</td></tr>
 *   <tr><td>{@link org.zermelo.game.Symmetric}</td><td>one key for positions of equal value
 *       (mirror images)</td><td>proof</td><td>exact</td></tr>
 *   <tr><td>{@link org.zermelo.game.SymmetricMoves}</td><td>that key, with the moves translated
 *       between mirror images</td><td>the engine's exact search</td><td>exact (the key); speed (the
 *       moves)</td></tr>
 *   <tr><td>{@link org.zermelo.game.MoveOrdering}</td><td>the likeliest best moves first, and how
 *       many of them an exact search must try</td><td>the engine, proof</td><td>speed; the count
 *       is exact</td></tr>
 *   <tr><td>{@link org.zermelo.game.MovesLeft}</td><td>the most moves left to the end</td><td>the
 *       engine's exact search (its small table for positions near the end)</td><td>speed</td></tr>
 *   <tr><td>{@link org.zermelo.game.SolveCost}</td><td>what an exact search of it would cost</td>
 *       <td>the engine on the clock (when to solve), its enhanced transposition cutoff</td><td>speed</td></tr>
 *   <tr><td>{@link org.zermelo.game.NoisyMoves}</td><td>the moves that change the evaluation a
 *       lot (captures, threats)</td><td>quiescence</td><td>the value of a quiescence search</td></tr>
 *   <tr><td>{@link org.zermelo.game.MoveCount}</td><td>the number of legal moves without listing
 *       them, here or two plies down</td><td>perft</td><td>perft counts</td></tr>
 *   <tr><td>{@link org.zermelo.game.Chance}</td><td>chance nodes and their probabilities</td>
 *       <td>expectiminimax, star1, star2, Monte-Carlo</td><td>the game itself</td></tr>
 *   <tr><td>{@link org.zermelo.game.Impartial}</td><td>both sides have the same moves; a sum of
 *       independent games</td><td>Sprague-Grundy values, tables</td><td>exact</td></tr>
 *   <tr><td>{@link org.zermelo.game.Diagram}</td><td>a drawing of the board</td><td>play, the
 *       tools</td><td>display</td></tr>
 *   <tr><td>{@link org.zermelo.game.Drawable}</td><td>the board described without the game's name
 *       ({@link org.zermelo.game.Drawing}: a grid of cells, piles, a race board's points, a score
 *       line)</td><td>the web's boards, play (with no diagram)</td><td>display</td></tr>
 *   <tr><td>{@link org.zermelo.game.Canonical}</td><td>one notation for positions the game
 *       counts as one (Grundy's piles as a multiset)</td><td>the game graph</td><td>its counts</td></tr>
 *   <tr><td>{@link org.zermelo.game.ConfigurationSpace}</td><td>every configuration of the
 *       position's kind, reachable or not (saute-mouton's 60)</td><td>{@code zermelo graph --space}</td>
 *       <td>its counts</td></tr>
 *   <tr><td>{@link org.zermelo.game.Explained}</td><td>how the game's own rule values the
 *       position (Nim's binary sum, column by column)</td><td>{@code zermelo solve --explain}</td>
 *       <td>display</td></tr>
 * </table>
 *
 * <table>
 *   <caption>The abilities of games and evaluations</caption>
 *   <tr><th>ability</th><th>promises</th><th>used by</th></tr>
 *   <tr><td>{@link org.zermelo.game.Boards}</td><td>starting positions by board size</td><td>{@code zermelo table}</td></tr>
 *   <tr><td>{@link org.zermelo.game.Heaps}</td><td>one-heap positions</td><td>{@code zermelo table}</td></tr>
 *   <tr><td>{@link org.zermelo.game.Goal}</td><td>a target score the user chooses (Pig's 100)</td><td>{@code --goal}</td></tr>
 *   <tr><td>{@link org.zermelo.game.SelfSolving}</td><td>exact values the game computes itself
 *       (Pig's value iteration)</td><td>{@code zermelo solve}</td></tr>
 *   <tr><td>{@link org.zermelo.game.Retrograde}</td><td>its positions cut into slices and
 *       numbered, with where each move leads (checkers by material, Chomp's staircases)</td>
 *       <td>{@code zermelo db build}, {@code zermelo solve}, the engine's probe of the databases
 *       ({@link org.zermelo.game.Tablebase}: {@code db=})</td></tr>
 *   <tr><td>{@link org.zermelo.game.EvaluationTerms}</td><td>an evaluation as a sum of named
 *       terms</td><td>{@code zermelo eval}</td></tr>
 *   <tr><td>{@link org.zermelo.protocol.Protocols}</td><td>the text protocols of other programs
 *       it speaks, by name (Othello's NBoard, backgammon's GNU Backgammon external player): a
 *       session a line at a time, thinking through an engine</td><td>{@code zermelo nboard},
 *       {@code zermelo gnubg}</td></tr>
 *   <tr><td>{@link org.zermelo.game.EngineDrivers}</td><td>the protocols its outside engines
 *       speak besides UGI (draughts engines Hub, Othello engines NBoard), an interface's side of
 *       each</td><td>{@code ext:hub:COMMAND}, {@code ext:nboard:COMMAND} players</td></tr>
 * </table>
 *
 * <p>Each answers alone, from the position as it is: none relies on another having been asked
 * first. A game may remember its last answer for the next question (Connect Four's oracle and
 * ordering share one), as long as the memo is keyed by the position it was made for.
 */
package org.zermelo.game;
