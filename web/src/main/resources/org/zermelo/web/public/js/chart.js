// Charts in SVG: a game's value ply by ply, and nodes against depth on a log scale.

import { svg } from './dom.js';

/** A value for the chart, from -1 (lost for the first player) to 1 (won). */
function height(value, heuristicScale) {
  if (value.kind === 'probability') {
    return 2 * value.value - 1;
  }
  if (value.kind === 'exact' || value.outcome) {
    return value.outcome === 'win' ? 1 : value.outcome === 'loss' ? -1 : 0;
  }
  return 0.85 * Math.tanh(value.value / heuristicScale);
}

/**
 * The value chart of a game: `points` are {ply, value (for the first player), mistake, move,
 * player}; `onPick(ply)` is called when a point is clicked.
 */
export function valueChart(points, firstPlayer, onPick) {
  const width = 520;
  const height0 = 200;
  const left = 40;
  const top = 12;
  const plot = { w: width - left - 12, h: height0 - top - 30 };
  const root = svg('svg', { class: 'value-chart', viewBox: `0 0 ${width} ${height0}`, width, role: 'img',
    'aria-label': `value of each ply for ${firstPlayer}` });
  const heuristic = points.filter((p) => p.value.kind === 'heuristic').map((p) => Math.abs(p.value.value));
  const scale = Math.max(1, ...heuristic) / 1.5;
  const maxPly = Math.max(1, ...points.map((p) => p.ply));
  const x = (ply) => left + (plot.w * ply) / maxPly;
  const y = (v) => top + plot.h * (1 - v) / 2;
  root.append(svg('rect', { x: left, y: top, width: plot.w, height: plot.h / 2, class: 'chart-win' }));
  root.append(svg('rect', { x: left, y: top + plot.h / 2, width: plot.w, height: plot.h / 2, class: 'chart-loss' }));
  root.append(svg('line', { x1: left, y1: y(0), x2: left + plot.w, y2: y(0), class: 'chart-axis' }));
  root.append(svg('text', { x: 4, y: y(1) + 4, class: 'chart-label' }, 'win'));
  root.append(svg('text', { x: 4, y: y(0) + 4, class: 'chart-label' }, 'draw'));
  root.append(svg('text', { x: 4, y: y(-1) + 4, class: 'chart-label' }, 'loss'));
  root.append(svg('text', { x: left + plot.w / 2, y: height0 - 4, 'text-anchor': 'middle', class: 'chart-label' },
    `ply (value for ${firstPlayer})`));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.ply).toFixed(1)},${y(height(p.value, scale)).toFixed(1)}`).join(' ');
  root.append(svg('path', { d: path, class: 'chart-line' }));
  for (const p of points) {
    const cx = x(p.ply);
    const cy = y(height(p.value, scale));
    const dot = svg('circle', { cx, cy, r: p.mistake ? 6 : 4, class: `chart-point ${p.mistake ? 'mistake' : p.value.kind}`,
      dataset: { ply: p.ply }, tabindex: 0 },
      svg('title', {}, `ply ${p.ply}${p.move ? `: ${p.player} ${p.move}` : ''} — ${p.value.text}${p.mistake ? ' (a mistake)' : ''}`));
    dot.addEventListener('click', () => onPick(p.ply));
    root.append(dot);
  }
  return root;
}

/** Nodes against depth, one line per algorithm, on a log scale: `series` is [{algo, nodes: [n1, n2, ...]}]. */
export function nodesChart(series) {
  const width = 560;
  const height0 = 300;
  const left = 64;
  const top = 14;
  const plot = { w: width - left - 150, h: height0 - top - 36 };
  const all = series.flatMap((s) => s.nodes).filter((n) => n > 0);
  const lo = Math.floor(Math.log10(Math.min(...all, 1)));
  const hi = Math.ceil(Math.log10(Math.max(...all, 10)));
  const depths = Math.max(1, ...series.map((s) => s.nodes.length));
  const x = (d) => left + (depths === 1 ? plot.w / 2 : (plot.w * (d - 1)) / (depths - 1));
  const y = (n) => top + plot.h * (1 - (Math.log10(Math.max(n, 1)) - lo) / Math.max(1, hi - lo));
  const root = svg('svg', { class: 'nodes-chart', viewBox: `0 0 ${width} ${height0}`, width, role: 'img', 'aria-label': 'nodes by depth, log scale' });
  for (let e = lo; e <= hi; e++) {
    root.append(svg('line', { x1: left, y1: y(10 ** e), x2: left + plot.w, y2: y(10 ** e), class: 'chart-grid' }));
    root.append(svg('text', { x: left - 6, y: y(10 ** e) + 4, 'text-anchor': 'end', class: 'chart-label' }, `1e${e}`));
  }
  for (let d = 1; d <= depths; d++) {
    root.append(svg('text', { x: x(d), y: top + plot.h + 16, 'text-anchor': 'middle', class: 'chart-label' }, d));
  }
  root.append(svg('text', { x: left + plot.w / 2, y: height0 - 4, 'text-anchor': 'middle', class: 'chart-label' }, 'depth'));
  const colors = ['#1f5fa8', '#c0392b', '#2e9e44', '#e08e0b', '#7d3c98', '#16a085', '#7f8c8d', '#d35400', '#2c3e50', '#8e44ad', '#27ae60', '#c2185b'];
  series.forEach((s, i) => {
    const color = colors[i % colors.length];
    const d = s.nodes.map((n, k) => `${k === 0 ? 'M' : 'L'}${x(k + 1).toFixed(1)},${y(n).toFixed(1)}`).join(' ');
    root.append(svg('path', { d, fill: 'none', stroke: color, 'stroke-width': 2 }));
    s.nodes.forEach((n, k) => root.append(svg('circle', { cx: x(k + 1), cy: y(n), r: 3, fill: color },
      svg('title', {}, `${s.algo}, depth ${k + 1}: ${n} nodes`))));
    root.append(svg('rect', { x: left + plot.w + 12, y: top + i * 18, width: 12, height: 12, fill: color }));
    root.append(svg('text', { x: left + plot.w + 30, y: top + i * 18 + 11, class: 'chart-label' }, s.algo));
  });
  return root;
}
