// Draws a game's board in SVG from what the server sends: the cells of a grid (each '' or a
// piece's letter), the legal moves with the cell to click and the cells each one changes, and,
// when an analysis has run, each move's value. Nothing here knows a game's rules.

import { el, svg } from './dom.js';

const CELL = 56;

/** How each game's pieces look: a fill colour, and a shape. */
const STYLES = {
  tictactoe: { board: '#f7f4ea', line: '#444', pieces: { X: { shape: 'cross', color: '#c0392b' }, O: { shape: 'ring', color: '#1f5fa8' } } },
  connect4: { board: '#1f5fa8', line: '#173f73', holes: true, pieces: { X: { shape: 'disc', color: '#d63c2f' }, O: { shape: 'disc', color: '#f2c418' } } },
  othello: { board: '#2e7d4f', line: '#1b4d30', pieces: { X: { shape: 'disc', color: '#111' }, O: { shape: 'disc', color: '#f5f5f5' } } },
  domineering: { board: '#eef0f3', line: '#9aa3ad', pieces: { V: { shape: 'square', color: '#1f5fa8' }, H: { shape: 'square', color: '#c0392b' }, '#': { shape: 'square', color: '#555' } } },
  chomp: { board: '#fbf6ef', line: '#d8c8b0', pieces: { o: { shape: 'square', color: '#7b4a2a' }, P: { shape: 'poison', color: '#2e7d4f' } } },
  nim: { board: '#fbfbfb', line: '#fbfbfb', pieces: { o: { shape: 'stick', color: '#8a5a2b' } } },
  grundy: { board: '#fbfbfb', line: '#fbfbfb', pieces: { o: { shape: 'disc', color: '#b8860b' } } },
  sautemouton: { board: '#f3f3f3', line: '#999', pieces: { R: { shape: 'disc', color: '#c0392b' }, B: { shape: 'disc', color: '#1f5fa8' } } },
  toads: { board: '#f3f3f3', line: '#999', pieces: { T: { shape: 'disc', color: '#3c8d2f' }, F: { shape: 'disc', color: '#8e5a2b' } } },
};

const key = (r, c) => `${r},${c}`;

/** The colour of a move's value: GamesmanUni's win/draw/loss colours, or its loss against the best move. */
export function valueColor(value, spread) {
  if (value.kind !== 'heuristic' && value.outcome) {
    return value.outcome === 'win' ? '#2e9e44' : value.outcome === 'loss' ? '#c8372d' : '#e0b000';
  }
  const t = spread > 0 ? Math.min(1, (value.loss ?? 0) / spread) : 0;
  const hue = Math.round(120 * (1 - t));
  return `hsl(${hue}, 65%, 42%)`;
}

/** A value in a few characters, for the board: W5, L12, D, +3, 0.61. */
export function shortValue(v) {
  if (v.kind === 'probability') {
    return v.value.toFixed(2);
  }
  if (v.kind === 'exact') {
    if (v.outcome === 'draw') {
      return 'D';
    }
    const letter = v.outcome === 'win' ? 'W' : 'L';
    if (v.remoteness != null) {
      return `${letter}${v.remoteness}`;
    }
    return v.value > 0 ? `+${v.value}` : `${v.value}`;
  }
  const text = v.text.replace(/ at depth.*/, '');
  if (text.startsWith('win') || text.startsWith('loss')) {
    return text.startsWith('win') ? 'W' : 'L';
  }
  return text;
}

/**
 * Renders the board of `state` into `container`. `options.onMove(move)` plays a move;
 * `options.values` (a Map move -> value with loss) colours the moves; `options.enabled` says
 * whether a person may move now.
 */
export function drawBoard(container, state, options = {}) {
  const board = state.board;
  const legal = state.legal || [];
  const values = options.values || new Map();
  const spread = options.spread || 0;
  const enabled = options.enabled !== false;
  container.replaceChildren();
  if (board.kind === 'grid') {
    container.append(grid(state, board, legal, values, spread, enabled, options.onMove));
  } else if (board.kind === 'pig') {
    container.append(pig(state, board));
  } else {
    container.append(el('pre', { class: 'diagram' }, board.extra.text));
  }
  const buttons = el('div', { class: 'move-buttons', 'aria-label': 'legal moves' });
  for (const target of legal) {
    const value = values.get(target.move);
    const b = el('button', {
      class: 'move', dataset: { move: target.move }, disabled: !enabled,
      title: value ? `${target.move}: ${value.text}` : target.move,
      onclick: () => options.onMove && options.onMove(target.move),
    }, target.move);
    if (value) {
      b.append(el('span', { class: 'badge', style: `background:${valueColor(value, spread)}` }, shortValue(value)));
    }
    buttons.append(b);
  }
  container.append(buttons);
}

function grid(state, board, legal, values, spread, enabled, onMove) {
  const style = STYLES[state.game] || { board: '#f3f3f3', line: '#999', pieces: {} };
  const width = board.cols * CELL;
  const height = board.rows * CELL;
  const root = svg('svg', {
    class: `board board-${state.game}`, viewBox: `-4 -4 ${width + 8} ${height + 8}`,
    width: Math.min(width + 8, 640), role: 'img', 'aria-label': `${state.game} board ${state.position}`,
  });
  root.append(svg('rect', { x: -4, y: -4, width: width + 8, height: height + 8, rx: 6, fill: style.board }));
  const last = new Set((state.lastMove?.cells || []).map(([r, c]) => key(r, c)));
  const clickable = new Map();
  for (const target of legal) {
    if (target.click) {
      clickable.set(key(target.click[0], target.click[1]), target);
    }
  }
  const byColumn = new Map();
  for (const target of legal) {
    if (target.column !== null && target.column !== undefined) {
      byColumn.set(target.column, target);
    }
  }
  const previews = svg('g', { class: 'previews' });
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) {
      const x = c * CELL;
      const y = r * CELL;
      const piece = board.cells[r][c];
      const g = svg('g', { class: 'cell', dataset: { row: r, col: c } });
      g.append(svg('rect', { x, y, width: CELL, height: CELL, fill: 'transparent', stroke: style.line, 'stroke-width': 1 }));
      if (style.holes) {
        g.append(svg('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: CELL * 0.38, fill: '#fff' }));
      }
      if (piece) {
        g.append(pieceShape(style.pieces[piece] || { shape: 'letter', color: '#333' }, piece, x, y));
      }
      if (last.has(key(r, c))) {
        g.append(svg('rect', { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, fill: 'none', stroke: '#ff9800', 'stroke-width': 3, class: 'last-move' }));
      }
      const target = clickable.get(key(r, c)) || byColumn.get(c);
      if (target && enabled) {
        g.classList.add('legal');
        g.addEventListener('click', () => onMove && onMove(target.move));
        g.addEventListener('mouseenter', () => preview(previews, target, style));
        g.addEventListener('mouseleave', () => previews.replaceChildren());
        g.setAttribute('data-move', target.move);
      }
      const own = clickable.get(key(r, c));
      if (own) {
        const value = values.get(own.move);
        if (value) {
          g.append(svg('rect', { x: x + 6, y: y + CELL - 22, width: CELL - 12, height: 16, rx: 4, fill: valueColor(value, spread), class: 'value-tag' }));
          g.append(svg('text', { x: x + CELL / 2, y: y + CELL - 10, 'text-anchor': 'middle', class: 'value-text' }, shortValue(value)));
        } else if (enabled) {
          g.append(svg('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 6, class: 'legal-dot' }));
        }
      }
      root.append(g);
    }
  }
  root.append(previews);
  return root;
}

function preview(layer, target, style) {
  layer.replaceChildren();
  for (const [r, c] of target.cells || []) {
    layer.append(svg('rect', { x: c * CELL + 3, y: r * CELL + 3, width: CELL - 6, height: CELL - 6, rx: 4, class: 'preview', 'pointer-events': 'none' }));
  }
}

function pieceShape(style, piece, x, y) {
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  switch (style.shape) {
    case 'cross':
      return svg('g', { stroke: style.color, 'stroke-width': 6, 'stroke-linecap': 'round', class: `piece piece-${piece}` },
        svg('line', { x1: x + 14, y1: y + 14, x2: x + CELL - 14, y2: y + CELL - 14 }),
        svg('line', { x1: x + CELL - 14, y1: y + 14, x2: x + 14, y2: y + CELL - 14 }));
    case 'ring':
      return svg('circle', { cx, cy, r: CELL * 0.3, fill: 'none', stroke: style.color, 'stroke-width': 6, class: `piece piece-${piece}` });
    case 'disc':
      return svg('circle', { cx, cy, r: CELL * 0.38, fill: style.color, stroke: '#333', 'stroke-width': 1, class: `piece piece-${piece}` });
    case 'square':
      return svg('rect', { x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 3, fill: style.color, class: `piece piece-${piece}` });
    case 'stick':
      return svg('rect', { x: cx - 5, y: y + 6, width: 10, height: CELL - 12, rx: 4, fill: style.color, class: `piece piece-${piece}` });
    case 'poison':
      return svg('g', { class: `piece piece-${piece}` },
        svg('rect', { x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 3, fill: style.color }),
        svg('text', { x: cx, y: cy + 7, 'text-anchor': 'middle', fill: '#fff', 'font-size': 22 }, '\u2620'));
    default:
      return svg('g', { class: `piece piece-${piece}` },
        svg('circle', { cx, cy, r: CELL * 0.36, fill: '#ddd', stroke: '#333' }),
        svg('text', { x: cx, y: cy + 6, 'text-anchor': 'middle', 'font-size': 18 }, piece));
  }
}

/** Pig: both scores against the goal, the turn total, and the die last thrown. */
function pig(state, board) {
  const [a, b] = board.extra.scores;
  const goal = board.extra.goal;
  const width = 420;
  const root = svg('svg', { class: 'board board-pig', viewBox: `0 0 ${width} 150`, width, role: 'img', 'aria-label': `pig ${state.position}` });
  const bar = (y, score, name, active) => {
    root.append(svg('text', { x: 8, y: y + 15, class: active ? 'pig-active' : '' }, `${name}: ${score}`));
    root.append(svg('rect', { x: 150, y, width: 250, height: 20, fill: '#eee', stroke: '#999' }));
    root.append(svg('rect', { x: 150, y, width: Math.min(250, 250 * score / goal), height: 20, fill: active ? '#2e9e44' : '#1f5fa8' }));
  };
  bar(10, a, state.names[0], state.toMove === 0 && !state.terminal);
  bar(40, b, state.names[1], state.toMove === 1 && !state.terminal);
  root.append(svg('text', { x: 8, y: 90 }, `turn total ${board.extra.turn}, goal ${goal}`));
  const lastDie = [...state.moves].reverse().find((m) => /^[1-6]$/.test(m));
  if (lastDie) {
    root.append(die(330, 70, Number(lastDie)));
  }
  return root;
}

const PIPS = { 1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [0, 2], [2, 0], [2, 2]],
  5: [[0, 0], [0, 2], [1, 1], [2, 0], [2, 2]], 6: [[0, 0], [0, 2], [1, 0], [1, 2], [2, 0], [2, 2]] };

function die(x, y, face) {
  const g = svg('g', { class: 'die', 'aria-label': `die ${face}` });
  g.append(svg('rect', { x, y, width: 66, height: 66, rx: 10, fill: '#fff', stroke: '#333', 'stroke-width': 2 }));
  for (const [r, c] of PIPS[face]) {
    g.append(svg('circle', { cx: x + 13 + c * 20, cy: y + 13 + r * 20, r: 6, fill: face === 1 ? '#c0392b' : '#222' }));
  }
  return g;
}
