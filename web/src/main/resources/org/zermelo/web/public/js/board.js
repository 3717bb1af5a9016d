// Draws a board in SVG from what the server sends, the position's own description of it: a grid
// of cells (each '' empty, '#' blocked, or a piece's symbol, with how each symbol looks), a race
// board's points, or a score line; the legal moves with the cell to click and the cells each one
// changes; and, when an analysis has run, each move's value. Nothing here knows a game.

import { el, svg } from './dom.js';

const CELL = 56;

/** The shades of the colours a drawing names. */
const COLOURS = {
  black: '#111', white: '#f5f5f5', grey: '#555', red: '#c0392b', blue: '#1f5fa8', yellow: '#f2c418',
  green: '#3c8d2f', brown: '#8a5a2b', gold: '#b8860b',
};

/** What a grid is drawn on: its fill, its lines, and round holes for the pieces (a rack). */
const SURFACES = {
  paper: { board: '#f7f4ea', line: '#444' },
  baize: { board: '#2e7d4f', line: '#1b4d30' },
  rack: { board: '#1f5fa8', line: '#173f73', holes: true },
  squares: { board: '#f3f3f3', line: '#999' },
  bare: { board: '#fbfbfb', line: '#fbfbfb' },
  checkerboard: { board: '#8b5a2b', line: '#5c3a1a', blocked: '#f0dcb4' },
};

/** A blocked cell. */
const BLOCKED = { shape: 'square', color: '#555' };

/** How a piece of `symbol` looks on `board`: its shape and its shade. */
function look(board, symbol) {
  if (symbol === '#') {
    const surface = SURFACES[board.extra.surface];
    return surface?.blocked ? { ...BLOCKED, color: surface.blocked } : BLOCKED;
  }
  const piece = board.extra.pieces?.[symbol];
  return piece ? { shape: piece.shape, color: COLOURS[piece.colour] || '#333' } : { shape: 'letter', color: '#333' };
}

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
  } else if (board.kind === 'scores') {
    container.append(scores(state, board));
  } else if (board.kind === 'points') {
    container.append(points(state, board));
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
  const surface = SURFACES[board.extra.surface] ? board.extra.surface : 'squares';
  const style = SURFACES[surface];
  const width = board.cols * CELL;
  const height = board.rows * CELL;
  const marks = board.extra.marks;
  const groups = board.extra.groups;
  const root = svg('svg', {
    class: `board board-${state.game} surface-${surface}`, viewBox: `-4 -4 ${width + 8} ${height + 8}`,
    width: Math.min(width + 8, 640), role: 'img', 'aria-label': `${state.game} board ${state.position}`,
  });
  root.append(svg('rect', { x: -4, y: -4, width: width + 8, height: height + 8, rx: 6, fill: style.board }));
  const last = new Set((state.lastMove?.cells || []).map(([r, c]) => key(r, c)));
  // The moves that start from each cell: one is played by a click; several (a piece with two
  // moves) are chosen by a second click, on the cell where the piece lands.
  const starting = new Map();
  for (const target of legal) {
    if (target.click) {
      const k = key(target.click[0], target.click[1]);
      starting.set(k, [...(starting.get(k) || []), target]);
    }
  }
  const clickable = new Map([...starting].filter(([, list]) => list.length === 1).map(([k, list]) => [k, list[0]]));
  const choosing = svg('g', { class: 'choices' });
  const byColumn = new Map();
  for (const target of legal) {
    if (target.column !== null && target.column !== undefined) {
      byColumn.set(target.column, target);
    }
  }
  const previews = svg('g', { class: 'previews' });
  const joints = svg('g', { class: 'joints', 'pointer-events': 'none' });
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
        const pieceLook = look(board, piece);
        g.append(pieceShape(pieceLook, piece, x, y));
        // The halves of one piece (a domino) joined across the line between them.
        const group = groups ? groups[r][c] : -1;
        if (group >= 0 && c + 1 < board.cols && groups[r][c + 1] === group) {
          joints.append(svg('rect', { x: x + CELL - 4, y: y + 3, width: 8, height: CELL - 6, fill: pieceLook.color, class: 'joint' }));
        }
        if (group >= 0 && r + 1 < board.rows && groups[r + 1][c] === group) {
          joints.append(svg('rect', { x: x + 3, y: y + CELL - 4, width: CELL - 6, height: 8, fill: pieceLook.color, class: 'joint' }));
        }
      }
      if (marks && marks[r][c]) {
        g.append(svg('text', { x: x + CELL / 2, y: y + CELL / 2 + 7, 'text-anchor': 'middle', 'font-size': 22, class: 'mark',
          fill: piece ? '#fff' : '#333', 'pointer-events': 'none' }, marks[r][c]));
      }
      if (last.has(key(r, c))) {
        g.append(svg('rect', { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, fill: 'none', stroke: '#ff9800', 'stroke-width': 3, class: 'last-move' }));
      }
      const several = (starting.get(key(r, c)) || []).length > 1 ? starting.get(key(r, c)) : null;
      if (several && enabled) {
        g.classList.add('legal', 'several');
        g.setAttribute('data-moves', several.map((t) => t.move).join(' '));
        g.addEventListener('click', () => choices(choosing, several, style, onMove));
      }
      const target = several ? null : clickable.get(key(r, c)) || byColumn.get(c);
      if (target && enabled) {
        g.classList.add('legal');
        g.addEventListener('click', () => onMove && onMove(target.move));
        g.addEventListener('mouseenter', () => preview(previews, target, style));
        g.addEventListener('mouseleave', () => previews.replaceChildren());
        g.setAttribute('data-move', target.move);
      }
      const own = clickable.get(key(r, c));
      if (several && enabled) {
        g.append(svg('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 6, class: 'legal-dot' }));
      }
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
  root.append(joints, previews, choosing);
  return root;
}

/**
 * The moves of a piece with several, offered on the cells where it lands: a click there plays
 * the move; moves that land on the same cell (captures of different pieces with the same ends)
 * are left to the move buttons, which are highlighted.
 */
function choices(layer, targets, style, onMove) {
  layer.replaceChildren();
  const byLanding = new Map();
  for (const t of targets) {
    if (t.to) {
      const k = key(t.to[0], t.to[1]);
      byLanding.set(k, [...(byLanding.get(k) || []), t]);
    }
  }
  for (const list of byLanding.values()) {
    const [r, c] = list[0].to;
    const spot = svg('circle', { cx: c * CELL + CELL / 2, cy: r * CELL + CELL / 2, r: CELL * 0.3, class: 'choice',
      fill: style.line, 'fill-opacity': 0.45, dataset: { move: list.map((t) => t.move).join(' ') } });
    spot.append(svg('title', {}, list.map((t) => t.move).join(' or ')));
    spot.addEventListener('click', (event) => {
      event.stopPropagation();
      if (list.length === 1) {
        onMove && onMove(list[0].move);
      } else {
        for (const b of document.querySelectorAll('.move-buttons button.move')) {
          b.classList.toggle('choose', list.some((t) => t.move === b.dataset.move));
        }
      }
    });
    layer.append(spot);
  }
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
    case 'crowned': {
      const rim = style.color === COLOURS.black ? '#f2c418' : '#b8860b';
      return svg('g', { class: `piece piece-${piece}` },
        svg('circle', { cx, cy, r: CELL * 0.38, fill: style.color, stroke: '#333', 'stroke-width': 1 }),
        svg('path', { d: `M${cx - 13} ${cy + 7} L${cx - 13} ${cy - 6} L${cx - 6} ${cy + 1} L${cx} ${cy - 9} L${cx + 6} ${cy + 1} L${cx + 13} ${cy - 6} L${cx + 13} ${cy + 7} Z`,
          fill: rim, stroke: '#333', 'stroke-width': 1 }));
    }
    case 'stick':
      return svg('rect', { x: cx - 5, y: y + 6, width: 10, height: CELL - 12, rx: 4, fill: style.color, class: `piece piece-${piece}` });
    default:
      return svg('g', { class: `piece piece-${piece}` },
        svg('circle', { cx, cy, r: CELL * 0.36, fill: '#ddd', stroke: '#333' }),
        svg('text', { x: cx, y: cy + 6, 'text-anchor': 'middle', 'font-size': 18 }, piece));
  }
}

/** A score line: both scores against the goal, the turn total, and the die last thrown. */
function scores(state, board) {
  const [a, b] = board.extra.scores;
  const goal = board.extra.goal;
  const width = 420;
  const root = svg('svg', { class: 'board board-scores', viewBox: `0 0 ${width} 150`, width, role: 'img', 'aria-label': `${state.game} ${state.position}` });
  const bar = (y, score, name, active) => {
    root.append(svg('text', { x: 8, y: y + 15, class: active ? 'score-active' : '' }, `${name}: ${score}`));
    root.append(svg('rect', { x: 150, y, width: 250, height: 20, fill: '#eee', stroke: '#999' }));
    root.append(svg('rect', { x: 150, y, width: Math.min(250, 250 * score / goal), height: 20, fill: active ? '#2e9e44' : '#1f5fa8' }));
  };
  bar(10, a, state.names[0], state.toMove === 0 && !state.terminal);
  bar(40, b, state.names[1], state.toMove === 1 && !state.terminal);
  root.append(svg('text', { x: 8, y: 90 }, `turn total ${board.extra.turn}, goal ${goal}`));
  (board.extra.dice || []).forEach((face, i) => root.append(die(330 - 76 * i, 70, face, 66)));
  return root;
}

/**
 * A race board as the first player sees it: its points 1 to 12 along the bottom from the right
 * (its home board bottom right), 13 to 24 along the top from the left, the bar in the middle, the
 * checkers borne off on the right; the points numbered as the player to move counts them.
 */
function points(state, board) {
  const n = board.extra.points.length;
  const half = n / 2;
  const quarter = Math.ceil(half / 2);
  const W = 38;
  const BAR = 40;
  const TRAY = 50;
  const M = 20;
  const R = W / 2 - 2;
  const shown = 5;
  const H = 2 * shown * 2 * R + 2 * M + 60;
  const width = 2 * M + half * W + BAR + TRAY;
  const colour = (owner) => COLOURS[board.extra.pieces[owner]?.colour] || (owner === 0 ? '#f5f5f5' : '#c0392b');
  const root = svg('svg', { class: 'board board-points', viewBox: `0 0 ${width} ${H}`, width: Math.min(width, 640), role: 'img',
    'aria-label': `${state.game} board ${state.position}` });
  root.append(svg('rect', { x: 0, y: 0, width, height: H, rx: 6, fill: '#6b4423' }));
  root.append(svg('rect', { x: M, y: M, width: half * W + BAR, height: H - 2 * M, fill: '#e9d8b4' }));
  const barX = M + quarter * W;
  root.append(svg('rect', { x: barX, y: M, width: BAR, height: H - 2 * M, fill: '#6b4423' }));
  const columnX = (col) => M + col * W + (col >= quarter ? BAR : 0);
  const checker = (cx, cy, owner, label) => {
    const g = svg('g', { class: `checker piece owner-${owner}` },
      svg('circle', { cx, cy, r: R, fill: colour(owner), stroke: '#333', 'stroke-width': 1 }));
    if (label) {
      g.append(svg('text', { x: cx, y: cy + 5, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700,
        fill: owner === 0 ? '#333' : '#fff' }, label));
    }
    return g;
  };
  const stack = (cx, edgeY, direction, owner, count) => {
    for (let i = 0; i < Math.min(count, shown); i++) {
      const label = i === shown - 1 && count > shown ? String(count) : '';
      root.append(checker(cx, edgeY + direction * (R + 2 * R * i), owner, label));
    }
  };
  board.extra.points.forEach((point, i) => {
    const number = i + 1; // as the first player counts
    const top = number > half;
    const col = top ? number - half - 1 : half - number;
    const x = columnX(col);
    const base = top ? M : H - M;
    const tip = top ? M + shown * 2 * R : H - M - shown * 2 * R;
    const g = svg('g', { class: 'point', dataset: { point: number } });
    g.append(svg('polygon', { points: `${x},${base} ${x + W},${base} ${x + W / 2},${tip}`, fill: i % 2 === 0 ? '#9c3d2e' : '#2f4b6e' }));
    const label = state.toMove === 1 ? n + 1 - number : number;
    g.append(svg('text', { x: x + W / 2, y: top ? M - 5 : H - 6, 'text-anchor': 'middle', 'font-size': 11, fill: '#f3e9d2' }, String(label)));
    root.append(g);
    if (point.count > 0) {
      stack(x + W / 2, base, top ? 1 : -1, point.owner, point.count);
    }
  });
  // The bar: the first player's checkers near the top, where they enter, the second's near the bottom.
  board.extra.bar.forEach((count, owner) => {
    if (count > 0) {
      const edge = owner === 0 ? H / 2 - 2 * R : H / 2 + 2 * R;
      root.append(checker(barX + BAR / 2, edge, owner, count > 1 ? String(count) : ''));
    }
  });
  // Borne off: the first player's at the bottom right, by its home board, the second's at the top right.
  const trayX = M + half * W + BAR + 8;
  board.extra.off.forEach((count, owner) => {
    const g = svg('g', { class: `off owner-${owner}` });
    for (let i = 0; i < count; i++) {
      const y = owner === 0 ? H - M - 8 - 7 * i : M + 7 * i;
      g.append(svg('rect', { x: trayX, y, width: TRAY - 16, height: 6, rx: 2, fill: colour(owner), stroke: '#333', 'stroke-width': 0.5 }));
    }
    if (count > 0) {
      g.append(svg('text', { x: trayX + (TRAY - 16) / 2, y: owner === 0 ? H - M - 14 - 7 * count : M + 7 * count + 14,
        'text-anchor': 'middle', 'font-size': 12, fill: '#f3e9d2' }, String(count)));
    }
    root.append(g);
  });
  (board.extra.dice || []).forEach((face, i) => {
    root.append(die(columnX(quarter) + W + i * 44, H / 2 - 18, face, 36));
  });
  return root;
}

const PIPS = { 1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [0, 2], [2, 0], [2, 2]],
  5: [[0, 0], [0, 2], [1, 1], [2, 0], [2, 2]], 6: [[0, 0], [0, 2], [1, 0], [1, 2], [2, 0], [2, 2]] };

/** A die of `size` pixels showing `face` (1 to 6; another number as digits). */
function die(x, y, face, size) {
  const g = svg('g', { class: 'die', 'aria-label': `die ${face}` });
  g.append(svg('rect', { x, y, width: size, height: size, rx: size / 6.6, fill: '#fff', stroke: '#333', 'stroke-width': 2 }));
  if (!PIPS[face]) {
    g.append(svg('text', { x: x + size / 2, y: y + size / 2 + 6, 'text-anchor': 'middle', 'font-size': size / 3 }, String(face)));
    return g;
  }
  const step = size * 20 / 66;
  for (const [r, c] of PIPS[face]) {
    g.append(svg('circle', { cx: x + size * 13 / 66 + c * step, cy: y + size * 13 / 66 + r * step, r: size * 6 / 66,
      fill: face === 1 ? '#c0392b' : '#222' }));
  }
  return g;
}
