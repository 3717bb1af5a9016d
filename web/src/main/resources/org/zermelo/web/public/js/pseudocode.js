// The course's pseudo-code of each algorithm (as the course's slides and the classes' Javadoc write it),
// and the line a step of the run is at, to light it beside the tree.

const MINIMAX = [
  'max(depth):',
  '  if depth == 0 or game over: return evaluation(MAX)',
  '  best = -inf',
  '  for each move m: play(m); e = min(depth - 1); undo(m)',
  '    best = max(best, e)',
  '  return best',
  'min(depth):',
  '  if depth == 0 or game over: return evaluation(MAX)',
  '  best = +inf',
  '  for each move m: play(m); e = max(depth - 1); undo(m)',
  '    best = min(best, e)',
  '  return best',
];

const NEGAMAX = [
  'negamax(depth):',
  '  if depth == 0 or game over: return evaluation(side to move)',
  '  best = -inf',
  '  for each move m: play(m); e = -negamax(depth - 1); undo(m)',
  '    best = max(best, e)',
  '  return best',
];

const ALPHABETA = [
  'max(depth, a, b):',
  '  if depth == 0 or game over: return evaluation(MAX)',
  '  for each move m: play(m); e = min(depth - 1, a, b); undo(m)',
  '    if e > a: a = e',
  '    if a >= b: return b                 (beta cut)',
  '  return a',
  'min(depth, a, b):',
  '  if depth == 0 or game over: return evaluation(MAX)',
  '  for each move m: play(m); e = max(depth - 1, a, b); undo(m)',
  '    if e < b: b = e',
  '    if a >= b: return a                 (alpha cut)',
  '  return b',
];

const ALPHABETA_NEGAMAX = [
  'negamax(depth, a, b):',
  '  if depth == 0 or game over: return evaluation(side to move)',
  '  best = -inf',
  '  for each move m: play(m); e = -negamax(depth - 1, -b, -a); undo(m)',
  '    if e > best: best = e',
  '    if e > a: a = e',
  '    if a >= b: break                    (cut)',
  '  return best',
];

const EXPECTIMINIMAX = [
  'expectiminimax(s):',
  '  if s is terminal or depth == 0: return utility(s)',
  '  MAX to move: return the max over moves m of expectiminimax(result(s, m))',
  '  MIN to move: return the min over moves m of expectiminimax(result(s, m))',
  '  chance node: return the sum over outcomes r of P(r) * expectiminimax(result(s, r))',
];

/** The pseudo-code of an algorithm and the function giving the line lit at a step. */
export function pseudocode(algo) {
  const offset = (node) => (node.kind === 'min' ? 6 : 0);
  switch (algo) {
    case 'minimax':
      return {
        lines: MINIMAX,
        line: (step, node) => offset(node) + { enter: 0, leaf: 1, update: 4, return: 5 }[step.type],
      };
    case 'negamax':
      return { lines: NEGAMAX, line: (step) => ({ enter: 0, leaf: 1, update: 4, return: 5 }[step.type]) };
    case 'alphabeta':
      return {
        lines: ALPHABETA,
        line: (step, node, wasCut) => offset(node) + (step.type === 'return' && wasCut ? 4
          : { enter: 0, leaf: 1, update: 3, cut: 4, return: 5 }[step.type]),
      };
    case 'alphabeta-negamax':
      return { lines: ALPHABETA_NEGAMAX, line: (step) => ({ enter: 0, leaf: 1, update: 5, cut: 6, return: 7 }[step.type]) };
    case 'expectiminimax':
    case 'star1':
    case 'star2': {
      const lines = algo === 'expectiminimax' ? EXPECTIMINIMAX
        : [...EXPECTIMINIMAX, `  (${algo}: Ballard's cuts where the bounds of the leaves already decide)`];
      const kindLine = (node) => (node.kind === 'chance' ? 4 : node.kind === 'min' ? 3 : 2);
      return {
        lines,
        line: (step, node) => (step.type === 'enter' ? 0 : step.type === 'leaf' ? 1 : step.type === 'window' ? 0 : kindLine(node)),
      };
    }
    default:
      return { lines: [`(${algo}: see zermelo tree --help)`], line: () => 0 };
  }
}
