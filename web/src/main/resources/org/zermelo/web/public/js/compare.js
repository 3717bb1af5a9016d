// Compare: compare's table streamed row by row, disagreements on the value highlighted, and the
// nodes against depth on a log scale.

import { get, Jobs } from './api.js';
import { el, $, say, params, setParams, gameOptions, defaultGame } from './dom.js';
import { nodesChart } from './chart.js';

const jobs = new Jobs();
let job = null;
/** The searches that claim minimax's value at the same depth, from the catalogue: the others may differ on purpose. */
let sameValue = new Set();

async function init() {
  const [games, algorithms] = await Promise.all([get('/api/games'), get('/api/algorithms')]);
  const p = params();
  gameOptions($('#game'), games, p.get('game') || defaultGame(games));
  $('#position').value = p.get('position') || '';
  if (p.get('depth')) {
    $('#depth').value = p.get('depth');
  }
  sameValue = new Set(algorithms.sameValue);
  const chosen = p.get('algos') ? p.get('algos').split(',') : algorithms.compareDefaults;
  $('#algos').replaceChildren(...algorithms.depthLimited.map((a) => el('label', { title: algorithms.algorithms[a] },
    el('input', { type: 'checkbox', value: a, checked: chosen.includes(a) }), ` ${a}`)));
}

function rows() {
  return [...document.querySelectorAll('#table tbody tr')];
}

/** Rows whose value differs from another row's at the same depth: a disagreement. */
function highlight() {
  const all = rows();
  for (const row of all) {
    const clash = all.some((other) => other !== row && other.dataset.depth === row.dataset.depth && row.dataset.depth !== '0'
      && sameValue.has(other.dataset.algo) && sameValue.has(row.dataset.algo) && other.dataset.value !== row.dataset.value);
    row.classList.toggle('disagree', clash);
  }
}

async function run() {
  if (job !== null) {
    jobs.stop(job);
  }
  say('');
  $('#table tbody').replaceChildren();
  $('#notes').replaceChildren();
  $('#agree').textContent = 'searching…';
  $('#plot-box').replaceChildren();
  const algos = [...document.querySelectorAll('#algos input:checked')].map((i) => i.value);
  const time = $('#time').value.trim();
  const fields = { game: $('#game').value, position: $('#position').value, algos, plot: $('#plot').checked };
  if (time) {
    fields.time = time;
  } else {
    fields.depth = Number($('#depth').value);
  }
  setParams({ game: fields.game, position: fields.position, depth: fields.depth, algos: algos.join(',') });
  const series = [];
  $('#stop').disabled = false;
  job = await jobs.start('compare', fields, (m) => {
    if (m.type === 'row') {
      $('#table tbody').append(el('tr', { dataset: { algo: m.algo, depth: m.depth, value: m.value } },
        el('td', {}, m.algo), el('td', { class: 'num' }, m.text), el('td', {}, m.bestMove ?? '-'), el('td', { class: 'num' }, m.depth),
        el('td', { class: 'num' }, m.nodes), el('td', { class: 'num' }, m.leavesEvaluated), el('td', { class: 'num' }, m.cutoffs),
        el('td', { class: 'num' }, `${Math.round(100 * m.firstMoveCutoffRate)}%`), el('td', { class: 'num' }, m.tableHits),
        el('td', { class: 'num' }, `${m.timeMs} ms`)));
      highlight();
    } else if (m.type === 'agree') {
      const own = m.ownValues.join(' and ');
      $('#agree').textContent = !m.agree ? 'DISAGREEMENT: algorithms that reached the same depth found different values (highlighted)'
        : own === '' ? 'all algorithms that reached the same depth agree on the value'
        : `all algorithms that claim minimax's value and reached the same depth agree on it; ${own} `
          + `${m.ownValues.length === 1 ? 'does' : 'do'} not claim it (looking further or aiming elsewhere on purpose) and found another`;
      $('#notes').replaceChildren(...m.notes.map((n) => el('li', {}, `note: ${n}`)));
    } else if (m.type === 'note') {
      say(m.message);
    } else if (m.type === 'plot') {
      series.push(m);
      $('#plot-box').replaceChildren(nodesChart(series));
    } else if (m.type === 'error') {
      say(m.message, true);
      $('#agree').textContent = '';
    }
    if (m.type === 'done' || m.type === 'error') {
      job = null;
      $('#stop').disabled = true;
    }
  });
}

$('#form').addEventListener('submit', (e) => {
  e.preventDefault();
  run();
});
$('#stop').addEventListener('click', () => job !== null && jobs.stop(job));
init().catch((e) => say(e.message, true));
