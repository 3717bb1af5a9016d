// Practice: the student simulates the algorithm on a tree (typed, from the course, or random from
// a seed): each inner node's value and window, the branches cut. The server runs the algorithm
// and records its steps; the page grades each answer against them.

import { get, post } from './api.js';
import { el, $, say, params, setParams } from './dom.js';
import { drawTree, stateAt } from './treeview.js';

let run = null;
let marked = new Set();
let hints = 0;
let expected = null;

const normal = (text) => String(text ?? '').trim().toLowerCase().replace(/\s+/g, '').replace(/≤/g, '<=').replace(/≥/g, '>=')
  .replace(/∞/g, 'inf').replace(/^inf$/, '+inf').replace(/^\+?infinity$/, '+inf').replace(/^-infinity$/, '-inf');

async function init() {
  const algorithms = await get('/api/algorithms');
  $('#algo').replaceChildren(...algorithms.numericTrees.filter((a) => !algorithms.chance.includes(a)).map((a) => el('option',
    { value: a, title: algorithms.algorithms[a], selected: a === 'alphabeta' }, a)));
  const practised = new Set([...$('#algo').options].map((o) => o.value));
  $('#examples').replaceChildren(...algorithms.trees.filter((t) => practised.has(t.algo)).map((t) => el('button', {
    type: 'button', title: `${t.description} (${t.source}) ${t.tree}`, dataset: { example: t.name },
    onclick: () => { $('#tree').value = t.tree; $('#algo').value = t.algo; $('#seed').value = ''; load(); },
  }, t.title)));
  const p = params();
  if (p.get('algo')) {
    $('#algo').value = p.get('algo');
  }
  if (p.get('seed')) {
    $('#seed').value = p.get('seed');
    await random();
  } else {
    if (p.get('tree')) {
      $('#tree').value = p.get('tree');
    }
    await load();
  }
}

async function random() {
  const seed = $('#seed').value.trim();
  try {
    const r = await get(`/api/random-tree${seed ? `?seed=${encodeURIComponent(seed)}` : ''}`);
    $('#seed').value = r.seed;
    $('#tree').value = r.tree;
    await load();
  } catch (e) {
    say(e.message, true);
  }
}

/** What the engine's trace says each node does: its return, its entry window, the branches cut. */
function answers() {
  const nodes = new Map();
  for (const s of run.steps) {
    const node = run.nodes[s.node];
    if (node.leaf) {
      continue;
    }
    const a = nodes.get(s.node) || { visited: false };
    if (s.type === 'enter') {
      a.visited = true;
      a.alpha = s.alpha;
      a.beta = s.beta;
    } else if (s.type === 'return') {
      a.value = s.value;
      a.shown = s.valueForMax;
    }
    nodes.set(s.node, a);
  }
  const cuts = new Set(run.steps.filter((s) => s.type === 'cut').flatMap((s) => s.skipped));
  return { nodes, cuts };
}

async function load() {
  say('');
  try {
    run = await post('/api/tree', { tree: $('#tree').value.trim(), algo: $('#algo').value });
  } catch (e) {
    say(e.message, true);
    return;
  }
  if (run.truncated) {
    say(`This tree is too large to practise on (${run.total} steps): choose a smaller one.`, true);
  }
  expected = answers();
  marked = new Set();
  hints = 0;
  $('#score').textContent = '';
  const inner = run.nodes.filter((n) => !n.leaf);
  const hasWindow = run.window;
  $('#answers tbody').replaceChildren(...inner.map((n) => el('tr', { dataset: { node: n.id } },
    el('td', {}, `${n.name} (${n.kind.toUpperCase()})`),
    el('td', {}, el('input', { class: 'value', size: 5, 'aria-label': `value of ${n.name}`, spellcheck: 'false' })),
    el('td', {}, hasWindow ? el('input', { class: 'alpha', size: 4, 'aria-label': `alpha of ${n.name}`, spellcheck: 'false' }) : ''),
    el('td', {}, hasWindow ? el('input', { class: 'beta', size: 4, 'aria-label': `beta of ${n.name}`, spellcheck: 'false' }) : ''),
    el('td', { class: 'verdict' }))));
  $('#cuts-info').textContent = expected.cuts.size ? 'Some branches are never visited: click them on the tree.'
    : 'Mark the branches you think are cut on the tree (maybe there are none).';
  const state = $('#seed').value.trim() ? { seed: $('#seed').value.trim(), algo: run.algo } : { tree: run.tree, algo: run.algo };
  setParams(state);
  $('#link').href = location.href;
  $('#link').textContent = location.href;
  $('#solution').href = `/tree.html?tree=${encodeURIComponent(run.tree)}&algo=${encodeURIComponent(run.algo)}`;
  draw();
}

function draw() {
  const blank = stateAt(run, -1);
  $('#tree-box').replaceChildren(drawTree(run, blank, {
    view: run.maxMin ? 'max' : 'own', marked, onEdge: (child) => {
      if (marked.has(child)) {
        marked.delete(child);
      } else {
        marked.add(child);
      }
      draw();
    },
  }));
}

function check() {
  let right = 0;
  let total = 0;
  for (const row of document.querySelectorAll('#answers tbody tr')) {
    const id = Number(row.dataset.node);
    const want = expected.nodes.get(id) || { visited: false };
    const given = normal(row.querySelector('.value').value);
    const verdicts = [];
    total++;
    const okValue = want.visited ? given !== '' && (given === normal(want.value) || given === normal(want.shown))
      : given === '' || given === '-' || given === 'x' || given === 'cut';
    if (okValue) {
      right++;
    }
    verdicts.push(okValue ? 'value ✓' : 'value ✗');
    for (const side of ['alpha', 'beta']) {
      const input = row.querySelector(`.${side}`);
      if (input && input.value.trim() !== '' && want.visited) {
        total++;
        const ok = normal(input.value) === normal(want[side]);
        right += ok ? 1 : 0;
        verdicts.push(`${side === 'alpha' ? 'α' : 'β'} ${ok ? '✓' : '✗'}`);
      }
    }
    const cell = row.querySelector('.verdict');
    cell.textContent = verdicts.join(', ');
    cell.className = `verdict ${verdicts.every((v) => v.endsWith('✓')) ? 'ok' : 'wrong'}`;
  }
  const cutRight = [...marked].filter((c) => expected.cuts.has(c)).length;
  const cutWrong = [...marked].filter((c) => !expected.cuts.has(c)).length;
  const cutMissed = [...expected.cuts].filter((c) => !marked.has(c)).length;
  right += cutRight;
  total += expected.cuts.size + cutWrong;
  const names = (ids) => ids.map((c) => run.nodes[c].name).join(' ');
  $('#cuts-info').textContent = `Cut branches: ${cutRight} right${cutMissed ? `, ${cutMissed} missed` : ''}`
    + `${cutWrong ? `, ${cutWrong} marked but visited (${names([...marked].filter((c) => !expected.cuts.has(c)))})` : ''}.`;
  $('#score').textContent = `Score: ${right} / ${total}${hints ? `, with ${hints} hint${hints === 1 ? '' : 's'}` : ''}.`;
}

function hint() {
  for (const row of document.querySelectorAll('#answers tbody tr')) {
    const id = Number(row.dataset.node);
    const want = expected.nodes.get(id) || { visited: false };
    const input = row.querySelector('.value');
    const given = normal(input.value);
    const ok = want.visited ? given === normal(want.value) || given === normal(want.shown) : given === '';
    if (!ok) {
      hints++;
      input.value = want.visited ? want.shown ?? want.value : '';
      input.focus();
      row.querySelector('.verdict').textContent = want.visited
        ? `hint: ${run.nodes[id].name} returns ${want.value}${want.shown !== want.value ? ` (its value: ${want.shown})` : ''}`
        : `hint: ${run.nodes[id].name} is never visited`;
      return;
    }
  }
  const missed = [...expected.cuts].find((c) => !marked.has(c));
  if (missed !== undefined) {
    hints++;
    marked.add(missed);
    draw();
    $('#cuts-info').textContent = `hint: the branch to ${run.nodes[missed].name} is cut.`;
    return;
  }
  $('#cuts-info').textContent = 'Nothing left to hint: check your answers.';
}

$('#source').addEventListener('submit', (e) => {
  e.preventDefault();
  $('#seed').value = '';
  load();
});
$('#random').addEventListener('click', random);
$('#algo').addEventListener('change', load);
$('#check').addEventListener('click', check);
$('#hint').addEventListener('click', hint);

init().catch((e) => say(e.message, true));
