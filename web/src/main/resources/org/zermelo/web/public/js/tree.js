// The step-by-step page: the server runs the algorithm on the tree and records every step; the
// page replays them: forward, back, at a speed, to the next cut, to the end.

import { get, post } from './api.js';
import { el, $, say, params, setParams, download, gameOptions, defaultGame } from './dom.js';
import { drawTree, stateAt, tikz } from './treeview.js';
import { pseudocode } from './pseudocode.js';

let run = null;
let step = -1;
let timer = null;
let games = [];

/** From the catalogue: the searches of games of chance, and those that read a typed tree's numbers at its leaves. */
let CHANCE_ALGOS = [];
let COUNTED = [];

async function init() {
  const [algorithms, gameList] = await Promise.all([get('/api/algorithms'), get('/api/games')]);
  games = gameList.filter((g) => !g.chance);
  CHANCE_ALGOS = algorithms.chance;
  COUNTED = algorithms.numericTrees.filter((a) => !CHANCE_ALGOS.includes(a) && algorithms.sameValue.includes(a));
  $('#algo').replaceChildren(...algorithms.numericTrees.map((a) => el('option',
    { value: a, title: algorithms.algorithms[a], selected: a === 'alphabeta' }, a)));
  $('#examples').replaceChildren(...algorithms.trees.map((t) => el('button', {
    type: 'button', title: `${t.description} (${t.source}) ${t.tree}`, dataset: { example: t.name },
    onclick: () => {
      $('#tree').value = t.tree;
      $('#algo').value = t.algo;
      load();
    },
  }, t.title)));
  const p = params();
  gameOptions($('#game'), games, p.get('game') || defaultGame(games));
  if (p.get('game')) {
    document.querySelector('input[value=game]').checked = true;
    $('#position').value = p.get('position') || '';
    $('#depth').value = p.get('depth') || '2';
    $('#ordered').checked = p.get('ordered') === 'true';
  } else if (p.get('tree')) {
    $('#tree').value = p.get('tree');
  }
  if (p.get('algo')) {
    $('#algo').value = p.get('algo');
  }
  $('#view').checked = p.get('view') === 'max';
  showKind();
  await load(p.has('step') ? Number(p.get('step')) : -1);
}

function kind() {
  return document.querySelector('input[name=kind]:checked').value;
}

function showKind() {
  $('#tree-fields').hidden = kind() !== 'tree';
  $('#game-fields').hidden = kind() !== 'game';
}

function request(algo) {
  if (kind() === 'game') {
    return { game: $('#game').value, position: $('#position').value, depth: Number($('#depth').value), ordered: $('#ordered').checked, algo };
  }
  return { tree: $('#tree').value.trim(), algo };
}

/** Asks the server for the run and shows it from step `at`. */
async function load(at = -1) {
  pause();
  say('');
  try {
    run = await post('/api/tree', request($('#algo').value));
  } catch (e) {
    say(e.message, true);
    return;
  }
  run.code = pseudocode(run.algo);
  $('#view-box').hidden = run.maxMin || run.expected;
  $('#notice').hidden = !run.truncated;
  $('#notice').textContent = run.truncated
    ? `This run has ${run.total} steps: the first ${run.cap} are shown (the server keeps at most ${run.cap}). `
      + `The value, the counts and the trace below are the whole run's; choose a smaller tree or depth to step through all of it.`
    : '';
  $('#command').textContent = run.command.length > 200 ? `${run.command.slice(0, 200)}…` : run.command;
  step = Math.min(Math.max(-1, at), run.steps.length - 1);
  show();
  counts();
}

/** The node counts of every algorithm that applies, on the same tree, beside it. */
async function counts() {
  const chance = run.nodes.some((n) => n.kind === 'chance');
  const algos = chance ? CHANCE_ALGOS : COUNTED;
  const rows = [];
  for (const algo of algos) {
    try {
      const r = algo === run.algo ? run : await post('/api/tree', request(algo));
      rows.push(el('tr', { class: algo === run.algo ? 'best' : '' }, el('td', {}, algo), el('td', {}, r.value),
        el('td', {}, r.leavesEvaluated), el('td', {}, r.nodesVisited), el('td', {}, r.cutoffs)));
    } catch (e) {
      rows.push(el('tr', {}, el('td', {}, algo), el('td', { colspan: 4 }, e.message)));
    }
  }
  if (kind() === 'game' && !chance) {
    const other = { ...request('alphabeta'), ordered: !$('#ordered').checked };
    try {
      const r = await post('/api/tree', other);
      rows.push(el('tr', {}, el('td', {}, `alphabeta, ${other.ordered ? 'the game\'s order' : 'as generated'}`), el('td', {}, r.value),
        el('td', {}, r.leavesEvaluated), el('td', {}, r.nodesVisited), el('td', {}, r.cutoffs)));
    } catch (e) {
      // the other order is a bonus
    }
  }
  $('#runs tbody').replaceChildren(...rows);
}

function view() {
  return $('#view').checked || run.maxMin ? 'max' : 'own';
}

function show() {
  const st = stateAt(run, step);
  $('#tree-box').replaceChildren(drawTree(run, st, { view: view() }));
  // A wide tree scrolls to the node of this step.
  const currentNode = $('#tree-box g.node.current');
  const box = $('#tree-box');
  if (currentNode && box.scrollWidth > box.clientWidth) {
    const x = currentNode.getBBox().x;
    if (x < box.scrollLeft || x > box.scrollLeft + box.clientWidth - 80) {
      box.scrollLeft = Math.max(0, x - box.clientWidth / 2);
    }
  }
  const total = run.steps.length;
  const current = step >= 0 ? run.steps[step] : null;
  $('#count').textContent = `step ${step + 1} / ${total}${run.truncated ? ` (of ${run.total})` : ''}`;
  $('#back').disabled = step < 0;
  $('#first').disabled = step < 0;
  $('#step').disabled = step >= total - 1;
  $('#last').disabled = step >= total - 1;
  $('#next-cut').disabled = !run.steps.some((s, i) => i > step && s.type === 'cut');
  // The pseudo-code, with the line of this step lit.
  const lit = current ? run.code.line(current, run.nodes[current.node], wasCut(step)) : -1;
  $('#pseudo').replaceChildren(...run.code.lines.map((line, i) => el('div', { class: i === lit ? 'lit' : '' }, line)));
  // The trace in words: the lines written so far, this step's lit.
  const lines = run.trace.slice(0, st.lines);
  $('#log').replaceChildren(...lines.map((line, i) => el('div', {
    class: `${i >= st.previousLines && step >= 0 ? 'new' : ''} ${line.includes('cut at') ? 'cut-line' : ''}`.trim(),
  }, line)));
  const newLine = $('#log .new');
  if (newLine) {
    newLine.scrollIntoView({ block: 'nearest' });
  }
  const done = step >= total - 1 && !run.truncated;
  $('#counts').textContent = `At this step: ${st.leaves} leaves evaluated, ${st.cuts} cut${st.cuts === 1 ? '' : 's'}. `
    + `The whole run: value ${run.value}${run.bestChild ? `, best child ${run.bestChild}` : ''}, ${run.leavesEvaluated} leaves evaluated, `
    + `${run.nodesVisited} nodes visited, ${run.cutoffs} cutoff${run.cutoffs === 1 ? '' : 's'}`
    + `${run.pruned.length ? `; pruned: ${run.pruned.join(' ')}` : ''}.${done ? ' Done.' : ''}`;
  const state = kind() === 'game'
    ? { game: $('#game').value, position: $('#position').value, depth: $('#depth').value, ordered: $('#ordered').checked ? 'true' : '' }
    : { tree: $('#tree').value.trim() };
  setParams({ ...state, algo: run.algo, step: step >= 0 ? step : '', view: $('#view').checked ? 'max' : '' });
}

/** True when the node returning at step `i` was cut before (the course's "return b" at the cut line). */
function wasCut(i) {
  const s = run.steps[i];
  if (!s || s.type !== 'return') {
    return false;
  }
  for (let j = i - 1; j >= 0; j--) {
    const t = run.steps[j];
    if (t.node === s.node && t.type === 'cut') {
      return true;
    }
    if (t.node === s.node && t.type === 'enter') {
      return false;
    }
  }
  return false;
}

function go(to) {
  step = Math.max(-1, Math.min(run.steps.length - 1, to));
  show();
}

function pause() {
  if (timer) {
    clearInterval(timer);
    timer = null;
    $('#play').textContent = 'play';
  }
}

function playSteps() {
  if (timer) {
    pause();
    return;
  }
  if (step >= run.steps.length - 1) {
    step = -1;
  }
  $('#play').textContent = 'pause';
  timer = setInterval(() => {
    if (step >= run.steps.length - 1) {
      pause();
      return;
    }
    go(step + 1);
  }, Number($('#speed').value));
}

function nextCut() {
  pause();
  const i = run.steps.findIndex((s, k) => k > step && s.type === 'cut');
  if (i >= 0) {
    go(i);
  }
}

/** The SVG as a file: the drawing with its styles inside, for slides. */
function exportSvg() {
  const st = stateAt(run, step);
  const rules = [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules].map((r) => r.cssText).filter((t) => t.startsWith('.tree-svg'));
    } catch (e) {
      return [];
    }
  });
  const drawing = drawTree(run, st, { view: view(), style: `${rules.join('\n')}\n.tree-svg text { font-family: sans-serif; }` });
  drawing.setAttribute('class', 'tree-svg');
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(drawing)}\n`;
  download(`${run.algo}-step-${step + 1}.svg`, text, 'image/svg+xml');
}

function exportTikz() {
  download(`${run.algo}-step-${step + 1}.tex`, tikz(run, stateAt(run, step), view()), 'text/x-tex');
}

$('#source').addEventListener('submit', (e) => {
  e.preventDefault();
  load();
});
for (const radio of document.querySelectorAll('input[name=kind]')) {
  radio.addEventListener('change', () => {
    showKind();
    load();
  });
}
$('#algo').addEventListener('change', () => load(step));
$('#view').addEventListener('change', show);
$('#first').addEventListener('click', () => {
  pause();
  go(-1);
});
$('#back').addEventListener('click', () => {
  pause();
  go(step - 1);
});
$('#step').addEventListener('click', () => {
  pause();
  go(step + 1);
});
$('#last').addEventListener('click', () => {
  pause();
  go(run.steps.length - 1);
});
$('#play').addEventListener('click', playSteps);
$('#next-cut').addEventListener('click', nextCut);
$('#export-svg').addEventListener('click', exportSvg);
$('#export-tikz').addEventListener('click', exportTikz);
document.addEventListener('keydown', (e) => {
  if (!run || e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) {
    return;
  }
  const keys = { ArrowRight: () => go(step + 1), ArrowLeft: () => go(step - 1), Home: () => go(-1), End: () => go(run.steps.length - 1), ' ': playSteps };
  if (keys[e.key]) {
    e.preventDefault();
    if (e.key !== ' ') {
      pause();
    }
    keys[e.key]();
  }
});

init().catch((e) => say(e.message, true));
