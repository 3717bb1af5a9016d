// The step-by-step tree: the state of the tree after any step of a recorded run (the server
// records the run, the page replays it), drawn as the slides draw it: MAX an upward triangle,
// MIN a downward one, chance a circle, leaves boxes; [alpha, beta] beside each node; the cut
// branches dashed, alpha cuts blue and beta cuts red; the call stack's path highlighted.

import { svg } from './dom.js';

const LEAF_GAP = 46;
const LEVEL = 92;
const R = 17;

/** Positions of the nodes: leaves side by side, each parent above the middle of its children. */
export function layout(nodes) {
  const pos = new Array(nodes.length);
  let next = 0;
  let depth = 0;
  const place = (id, d) => {
    depth = Math.max(depth, d);
    const node = nodes[id];
    if (node.children.length === 0) {
      pos[id] = { x: 30 + next * LEAF_GAP, y: 40 + d * LEVEL };
      next++;
    } else {
      node.children.forEach((c) => place(c, d + 1));
      const first = pos[node.children[0]].x;
      const last = pos[node.children[node.children.length - 1]].x;
      pos[id] = { x: (first + last) / 2, y: 40 + d * LEVEL };
    }
  };
  // Iterative for deep trees would be nicer; the server caps trees at 100 levels.
  place(0, 0);
  return { pos, width: 60 + Math.max(1, next) * LEAF_GAP + 90, height: 80 + depth * LEVEL };
}

/** Every node below `id`, itself included. */
function subtree(nodes, id, out) {
  out.push(id);
  for (const c of nodes[id].children) {
    subtree(nodes, c, out);
  }
  return out;
}

/** The tree as it stands after step `k` (-1: before the first). */
export function stateAt(run, k) {
  const n = run.nodes.length;
  const st = {
    step: k, entered: new Set(), done: new Set(), shown: new Array(n), best: new Array(n), window: new Array(n),
    stack: [], pruned: new Map(), cutEdges: new Map(), cutFirst: new Set(), current: -1, leaves: 0, cuts: 0, lines: 0, previousLines: 0,
  };
  for (let i = 0; i <= k && i < run.steps.length; i++) {
    const s = run.steps[i];
    st.previousLines = st.lines;
    st.lines = s.lines;
    st.current = s.node;
    switch (s.type) {
      case 'enter':
        st.entered.add(s.node);
        st.stack.length = s.ply;
        st.stack.push(s.node);
        if (s.alpha !== null) {
          st.window[s.node] = [s.alpha, s.beta];
        }
        break;
      case 'leaf':
        st.entered.add(s.node);
        st.done.add(s.node);
        st.shown[s.node] = { own: s.value, max: s.valueForMax ?? s.value };
        st.leaves++;
        st.stack.length = s.ply;
        break;
      case 'return':
      case 'reuse':
        st.done.add(s.node);
        st.shown[s.node] = { own: s.value, max: s.valueForMax ?? s.value };
        st.stack.length = s.ply;
        break;
      case 'update':
        st.best[s.node] = { own: s.value, max: s.valueForMax ?? s.value };
        if (s.alpha !== null) {
          st.window[s.node] = [s.alpha, s.beta];
        }
        break;
      case 'window':
        st.window[s.node] = [s.alpha, s.beta];
        break;
      case 'cut':
        st.cuts++;
        if (s.alpha !== null) {
          st.window[s.node] = [s.alpha, s.beta];
        }
        if (s.skipped.length) {
          st.cutFirst.add(s.skipped[0]);
        }
        for (const child of s.skipped) {
          st.cutEdges.set(child, s.cut);
          for (const d of subtree(run.nodes, child, [])) {
            st.pruned.set(d, s.cut);
          }
        }
        break;
      default:
    }
  }
  return st;
}

const negate = (text) => (text === '+inf' ? '-inf' : text === '-inf' ? '+inf' : text.startsWith('-') ? text.slice(1) : text === '0' ? '0' : `-${text}`);

/** A node's value as shown: the algorithm's own view (negamax: the side to move's) or MAX's. */
function shownValue(run, node, st, view) {
  const shown = st.shown[node.id];
  if (shown) {
    return view === 'max' ? shown.max : shown.own;
  }
  if (node.leaf) {
    return ownView(run, view) && node.kind === 'min' ? negate(node.value) : node.value;
  }
  return null;
}

/** True when values are shown as the negamax forms see them: for the side to move. */
function ownView(run, view) {
  return view !== 'max' && !run.maxMin && !run.expected;
}

/** The window beside a node: the algorithm's own, or for MAX ([-b, -a] at MIN nodes in negamax form). */
function windowText(run, node, st, view) {
  const w = st.window[node.id];
  if (!w) {
    return null;
  }
  let [a, b] = w;
  if (view === 'max' && !run.maxMin && !run.expected && node.kind === 'min') {
    [a, b] = [negate(b), negate(a)];
  }
  return `[${a}, ${b}]`;
}

/** Draws the tree after step `st.step`; `options.view` is 'own' or 'max', `options.onNode(id)` a click on a node. */
export function drawTree(run, st, options = {}) {
  const { pos, width, height } = run.layout || (run.layout = layout(run.nodes));
  const view = options.view || 'own';
  const root = svg('svg', { class: 'tree-svg', xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}`,
    role: 'img', 'aria-label': `${run.algo} on the tree, after step ${st.step + 1}` });
  if (options.style) {
    root.append(svg('style', {}, options.style));
  }
  const onStack = new Set(st.stack);
  const edges = svg('g', { class: 'edges' });
  const labels = svg('g', { class: 'labels' });
  for (const node of run.nodes) {
    if (node.parent < 0) {
      continue;
    }
    const p = pos[node.parent];
    const c = pos[node.id];
    const cut = st.cutEdges.get(node.id);
    const classes = ['edge'];
    if (cut) {
      classes.push(`cut-${cut}`);
    } else if (st.pruned.has(node.id)) {
      classes.push('pruned');
    } else if (onStack.has(node.id) && onStack.has(node.parent)) {
      classes.push('stack');
    }
    if (options.marked && options.marked.has(node.id)) {
      classes.push('marked');
    }
    const line = svg('line', { x1: p.x, y1: p.y + R, x2: c.x, y2: c.y - R, class: classes.join(' '), dataset: { child: node.id } });
    edges.append(line);
    if (options.onEdge) {
      const hit = svg('line', { x1: p.x, y1: p.y + R, x2: c.x, y2: c.y - R, stroke: 'transparent', 'stroke-width': 12,
        class: 'cut-toggle', dataset: { child: node.id } }, svg('title', {}, 'mark or unmark this branch as cut'));
      hit.addEventListener('click', () => options.onEdge(node.id));
      edges.append(hit);
    }
    const mx = (p.x + c.x) / 2;
    const my = (p.y + c.y) / 2;
    if (node.probability) {
      labels.append(svg('text', { x: mx + (c.x < p.x ? -10 : 10), y: my, class: 'prob-label' }, node.probability));
    }
    if (node.move) {
      labels.append(svg('text', { x: mx + (c.x < p.x ? -8 : 8), y: my - 4, class: 'move-label' }, node.move));
    }
    if (cut && st.cutFirst.has(node.id)) {
      labels.append(svg('text', { x: mx + 6, y: my + 12, class: `cut-mark ${cut}` }, cut === 'alpha' ? 'α cut' : cut === 'beta' ? 'β cut' : 'cut'));
    }
  }
  root.append(edges, labels);
  const nodesLayer = svg('g', { class: 'nodes' });
  for (const node of run.nodes) {
    const { x, y } = pos[node.id];
    const classes = ['node', node.leaf ? 'leaf' : node.kind];
    if (st.pruned.has(node.id)) {
      classes.push('pruned');
    } else if (st.done.has(node.id)) {
      classes.push('done');
    } else if (st.entered.has(node.id)) {
      classes.push('visited');
    }
    if (onStack.has(node.id)) {
      classes.push('stack');
    }
    if (node.id === st.current) {
      classes.push('current');
    }
    const g = svg('g', { class: classes.join(' '), dataset: { node: node.id, name: node.name } });
    g.append(shape(node, x, y));
    const value = shownValue(run, node, st, view);
    const best = st.best[node.id];
    const text = value ?? (best ? (view === 'max' ? best.max : best.own) : '');
    g.append(svg('text', { x, y: y + (node.kind === 'max' && !node.leaf ? 9 : node.kind === 'min' && !node.leaf ? 1 : 5), class: 'value',
      'font-style': value === null && best ? 'italic' : null }, text));
    const showName = !node.leaf || node.labelled;
    if (showName) {
      g.append(svg('text', { x, y: y - R - 5, class: 'name' }, node.name));
    }
    const w = windowText(run, node, st, view);
    if (w && !node.leaf) {
      g.append(svg('text', { x: x + R + 4, y: y + 4, class: 'window alpha-beta' }, w));
    }
    if (options.decorate) {
      options.decorate(g, node, x, y);
    }
    if (options.onNode) {
      g.addEventListener('click', () => options.onNode(node.id));
    }
    nodesLayer.append(g);
  }
  root.append(nodesLayer);
  return root;
}

function shape(node, x, y) {
  if (node.leaf) {
    return svg('rect', { x: x - 17, y: y - 12, width: 34, height: 24, rx: 3, class: 'shape' });
  }
  if (node.kind === 'chance') {
    return svg('circle', { cx: x, cy: y, r: R, class: 'shape' });
  }
  const h = R * 1.15;
  const points = node.kind === 'max'
    ? `${x},${y - h} ${x + R * 1.25},${y + h * 0.75} ${x - R * 1.25},${y + h * 0.75}`
    : `${x - R * 1.25},${y - h * 0.75} ${x + R * 1.25},${y - h * 0.75} ${x},${y + h}`;
  return svg('polygon', { points, class: 'shape' });
}

/** The tree after the step as TikZ, for slides: \usetikzlibrary{shapes.geometric}. */
export function tikz(run, st, view) {
  const { pos } = run.layout || (run.layout = layout(run.nodes));
  const s = 0.025; // points to centimetres, roughly: 40 px = 1 cm
  const tex = (t) => String(t).replace(/\+inf/g, '+\\infty').replace(/-inf/g, '-\\infty').replace(/<=/g, '\\le ').replace(/>=/g, '\\ge ');
  const lines = [
    `% ${run.algo} on ${run.tree}`,
    `% after step ${st.step + 1} of ${run.steps.length}; made by the Zermelo workbench`,
    '% needs \\usetikzlibrary{shapes.geometric}',
    '\\begin{tikzpicture}[y=-1cm,',
    '  max/.style={regular polygon, regular polygon sides=3, draw, inner sep=0.5pt, minimum size=9mm},',
    '  min/.style={regular polygon, regular polygon sides=3, shape border rotate=180, draw, inner sep=0.5pt, minimum size=9mm},',
    '  chance/.style={circle, draw, minimum size=7mm}, leaf/.style={rectangle, draw, minimum width=7mm, minimum height=5mm},',
    '  pruned/.style={draw=gray!50, text=gray!50, dashed}, stack/.style={draw=orange, very thick},',
    '  window/.style={font=\\scriptsize, text=violet, anchor=west}]',
  ];
  const onStack = new Set(st.stack);
  for (const node of run.nodes) {
    const { x, y } = pos[node.id];
    const styles = [node.leaf ? 'leaf' : node.kind];
    if (st.pruned.has(node.id)) {
      styles.push('pruned');
    } else if (onStack.has(node.id)) {
      styles.push('stack');
    }
    const value = shownValue(run, node, st, view) ?? '';
    lines.push(`\\node[${styles.join(', ')}] (n${node.id}) at (${(x * s).toFixed(2)}, ${(y * s).toFixed(2)}) {$${tex(value)}$};`);
    const w = windowText(run, node, st, view);
    if (w && !node.leaf) {
      lines.push(`\\node[window] at (${((x + 22) * s).toFixed(2)}, ${(y * s).toFixed(2)}) {$${tex(w)}$};`);
    }
  }
  for (const node of run.nodes) {
    if (node.parent < 0) {
      continue;
    }
    const cut = st.cutEdges.get(node.id);
    const style = cut === 'alpha' ? '[dashed, blue, thick]' : cut === 'beta' ? '[dashed, red, thick]' : cut ? '[dashed, violet, thick]'
      : st.pruned.has(node.id) ? '[dashed, gray!50]' : onStack.has(node.id) && onStack.has(node.parent) ? '[orange, very thick]' : '';
    const label = node.probability ? ` node[midway, left, font=\\scriptsize] {$${node.probability}$}`
      : node.move ? ` node[midway, left, font=\\scriptsize] {${node.move}}` : '';
    lines.push(`\\draw${style} (n${node.parent}) --${label} (n${node.id});`);
  }
  lines.push('\\end{tikzpicture}');
  return lines.join('\n') + '\n';
}
