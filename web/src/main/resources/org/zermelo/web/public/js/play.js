// The play page: a game in a session on the server, the board, the AI's moves, undo and redo,
// the analysis panel streamed while the engine thinks, and the value chart of the game.

import { get, post, api, Jobs } from './api.js';
import { el, $, say, params, setParams, gameOptions, defaultGame } from './dom.js';
import { drawBoard, valueColor, shortValue } from './board.js';
import { valueChart } from './chart.js';

const jobs = new Jobs();
let games = [];
let state = null;
let paused = false;
let busy = false;
/** The analysis under way or last done: its job, the position it is of, the move values. */
const analysis = { job: null, position: null, values: new Map(), spread: 0, best: null };
let review = null;

const gameByName = (name) => games.find((g) => g.name === name);

/** The searches of games of chance, from the catalogue. */
let chanceAlgos = [];

async function init() {
  games = await get('/api/games');
  const p = params();
  const name = gameByName(p.get('game')) ? p.get('game') : defaultGame(games);
  gameOptions($('#game'), games, name);
  const algorithms = await get('/api/algorithms');
  chanceAlgos = algorithms.chance;
  $('#algo').replaceChildren(...algorithms.analysis.map((a) => el('option', { value: a, selected: a === 'pvs' }, a)));
  $('#position').value = p.get('position') ?? '';
  if (p.has('first')) {
    $('#first').value = p.get('first');
  }
  $('#second').value = p.get('second') ?? defaultAi(name);
  describe(name);
  await open(p.get('moves') ? p.get('moves').split(' ').filter((m) => m) : [], p.get('seed'));
}

function defaultAi(name) {
  return gameByName(name)?.defaultAi ?? '';
}

function describe(name) {
  const g = gameByName(name);
  $('#notation').textContent = g ? `Positions: ${g.positionNotation}. Moves: ${g.moveNotation}.` : '';
  // The deterministic searches refuse dice: a game of chance is analysed by expectiminimax.
  if (g && g.chance && !chanceAlgos.includes($('#algo').value)) {
    $('#algo').value = 'expectiminimax';
  } else if (g && !g.chance && chanceAlgos.includes($('#algo').value)) {
    $('#algo').value = 'pvs';
  }
  $('#first-name').textContent = g ? g.players[0] : 'First';
  $('#second-name').textContent = g ? g.players[1] : 'Second';
}

/** Opens a new game on the server from the form (and moves from a link). */
async function open(moves = [], seed = null) {
  stopAnalysis();
  review = null;
  $('#chart').replaceChildren();
  say('');
  try {
    const body = {
      game: $('#game').value,
      position: $('#position').value,
      moves,
      players: [$('#first').value.trim() || 'human', $('#second').value.trim() || 'human'],
    };
    if (seed !== null && seed !== undefined && seed !== '') {
      body.seed = Number(seed);
    }
    if (state) {
      api('DELETE', `/api/sessions/${state.id}`).catch(() => {});
    }
    state = await post('/api/sessions', body);
    paused = false;
    show();
  } catch (e) {
    say(e.message, true);
  }
}

function humanToMove() {
  return state && !state.terminal && !state.aiToMove && !state.thinking;
}

/** Draws the state and goes on: the AI's move when it is its turn, the analysis when it follows the game. */
function show() {
  const s = state;
  const names = s.names;
  let status;
  if (s.terminal) {
    status = `Game over: ${s.result}.`;
  } else if (s.aiToMove) {
    status = `${names[s.toMove]} (${s.players[s.toMove]}) to move${paused ? ' — paused' : '…'}`;
  } else {
    status = `${names[s.toMove]} to move (you).`;
  }
  if (s.lastAi) {
    status += ` Last AI move: ${s.lastAi.player} played ${s.lastAi.move}` +
      (s.lastAi.value ? ` (${s.lastAi.value} for ${s.lastAi.for}${s.lastAi.exact ? ', exact' : `, depth ${s.lastAi.depth}`}, ${s.lastAi.nodes} nodes, ${s.lastAi.timeMs} ms)` : '') + '.';
  }
  $('#status').textContent = status;
  $('#status').dataset.terminal = s.terminal;
  const values = analysis.position === s.position ? analysis.values : new Map();
  drawBoard($('#board'), s, { onMove: play, enabled: humanToMove() && !busy, values, spread: analysis.spread });
  $('#moves').textContent = s.moves.length ? s.moves.join(' ') : '(none yet)';
  $('#undo').disabled = s.moves.length === 0;
  $('#redo').disabled = s.redo === 0;
  const bothAi = s.players.every((p) => p !== 'human');
  $('#pause').hidden = !bothAi || s.terminal;
  $('#pause').textContent = paused ? 'Resume' : 'Pause';
  setParams({ game: s.game, position: $('#position').value, moves: s.moves.join(' '), first: s.players[0], second: s.players[1], seed: s.seed });
  $('#link').href = location.href;
  $('#link').textContent = location.href;
  if (review) {
    drawReview();
  }
  if ($('#auto').checked && !s.terminal && analysis.position !== s.position) {
    startAnalysis();
  }
  if (s.aiToMove && !paused && !busy) {
    setTimeout(aiMove, bothAi ? 300 : 150);
  }
}

async function act(request) {
  if (busy) {
    return;
  }
  busy = true;
  try {
    state = await request();
  } catch (e) {
    say(e.message, true);
    if (e.status === 409 && state) {
      state = await get(`/api/sessions/${state.id}`).catch(() => state);
    }
  } finally {
    busy = false;
  }
  show();
}

function play(move) {
  if (!humanToMove()) {
    return;
  }
  say('');
  act(() => post(`/api/sessions/${state.id}/move`, { move }));
}

function aiMove() {
  if (!state || !state.aiToMove || paused || busy) {
    return;
  }
  act(() => post(`/api/sessions/${state.id}/ai`));
}

// ----- the analysis panel -----

function stopAnalysis() {
  if (analysis.job !== null) {
    jobs.stop(analysis.job).catch(() => {});
  }
}

async function startAnalysis() {
  stopAnalysis();
  if (!state || state.terminal) {
    return;
  }
  const position = state.position;
  analysis.position = null;
  analysis.values = new Map();
  $('#lines tbody').replaceChildren();
  $('#move-values tbody').replaceChildren();
  $('#badge').replaceChildren();
  $('#progress').textContent = 'thinking…';
  $('#stop').disabled = false;
  $('#analyse').disabled = true;
  const job = await jobs.start('analyse', { game: state.game, position, algo: $('#algo').value, time: $('#time').value.trim() },
    (m) => analysisMessage(job, position, m));
  analysis.job = job;
}

function analysisMessage(job, position, m) {
  if (job !== analysis.job && analysis.job !== null && m.type !== 'done') {
    return; // an older analysis still talking
  }
  switch (m.type) {
    case 'iteration':
      $('#lines tbody').append(el('tr', {},
        el('td', {}, m.depth), el('td', {}, `${m.text}${m.exact ? ' (exact)' : ''}`), el('td', {}, m.nodes),
        el('td', {}, `${m.timeMs} ms`), el('td', {}, m.nodesPerSecond), el('td', {}, m.tableHits),
        el('td', {}, `${m.cutoffs} (${Math.round(100 * m.firstMoveCutoffRate)}% first)`), el('td', { class: 'pv' }, m.pv.join(' '))));
      $('#progress').textContent = `depth ${m.depth} done: value ${m.text} for ${m.for}`;
      if (m.exact) {
        badge(m.text.startsWith('win') ? 'win' : m.text.startsWith('loss') ? 'loss' : 'draw', `${m.text} for ${m.for}`);
      }
      break;
    case 'progress':
      $('#progress').textContent = `searching depth ${m.depth}: ${m.nodes} nodes, ${m.timeMs} ms, ${m.nodesPerSecond} nodes/s, line ${m.line.join(' ')}`;
      break;
    case 'result':
      $('#progress').textContent = `best move ${m.bestMove}, value ${m.text} for ${m.for}${m.exact ? ' (exact)' : ` (depth ${m.depth})`}`
        + `${m.stopped ? ' — stopped' : ''}; now each move's value…`;
      break;
    case 'moves':
      showMoveValues(position, m);
      break;
    case 'error':
      say(m.message, true);
      // falls through
    case 'done':
      if (job === analysis.job) {
        analysis.job = null;
        $('#stop').disabled = true;
        $('#analyse').disabled = false;
        if (m.type === 'done' && m.stopped) {
          $('#progress').textContent += ' Stopped.';
        }
      }
      break;
    default:
  }
}

function badge(outcome, text) {
  $('#badge').replaceChildren(el('span', { class: `exact-badge ${outcome}`, title: 'proven by search to the end' }, `exact: ${text}`));
}

function showMoveValues(position, m) {
  const ranks = m.moves.map((x) => x.rank);
  const spread = Math.max(...ranks) - Math.min(...ranks);
  analysis.values = new Map(m.moves.map((x) => [x.move, x]));
  analysis.spread = spread;
  analysis.position = position;
  if (m.value && m.value.kind !== 'heuristic') {
    badge(m.value.outcome, `${m.value.text} for ${m.for}`);
  }
  $('#move-values tbody').replaceChildren(...[...m.moves].sort((a, b) => b.rank - a.rank).map((x) => el('tr', { class: x.best ? 'best' : '' },
    el('td', {}, x.move),
    el('td', {}, el('span', { class: 'badge', style: `background:${valueColor(x, spread)}` }, shortValue(x)), ' ', x.text),
    el('td', {}, x.best ? 'best' : x.mistake ? 'mistake' : x.kind === 'heuristic' ? `${x.loss} below the best` : ''))));
  $('#progress').textContent = `every move's value for ${m.for}${m.exact ? ', all exact' : ''}`;
  if (state && state.position === position) {
    show();
  }
}

// ----- the value chart -----

async function startReview() {
  if (!state) {
    return;
  }
  if (review && review.job !== null) {
    jobs.stop(review.job).catch(() => {});
  }
  review = { job: null, points: [], moves: [...state.moves], first: state.names[0] };
  $('#chart').replaceChildren(el('p', {}, 'valuing each ply…'));
  review.job = await jobs.start('review', { game: state.game, position: state.start, moves: review.moves }, (m) => {
    if (m.type === 'ply') {
      if (review.points.length === 0 && m.player !== 'chance') {
        review.points.push({ ply: 0, value: m.player === review.first ? m.before : flip(m.before), mistake: false });
      }
      review.points.push({ ply: m.ply, value: m.forFirst, mistake: m.mistake, move: m.move, player: m.player });
      drawReview();
    } else if (m.type === 'error') {
      say(m.message, true);
    } else if (m.type === 'done') {
      review.job = null;
      drawReview();
    }
  });
}

/** A value for the other player, as the chart needs it for the start: the outcome swapped. */
function flip(v) {
  const outcome = v.outcome === 'win' ? 'loss' : v.outcome === 'loss' ? 'win' : v.outcome;
  return { ...v, outcome, value: v.kind === 'probability' ? 1 - v.value : -v.value, text: `${v.text} (for the other player)` };
}

function drawReview() {
  if (!review || review.points.length === 0) {
    return;
  }
  const mistakes = review.points.filter((p) => p.mistake).map((p) => `ply ${p.ply} (${p.player} ${p.move})`);
  $('#chart').replaceChildren(valueChart(review.points, review.first, goTo),
    el('p', { class: 'hint' }, mistakes.length ? `Mistakes: ${mistakes.join(', ')}.` : 'No mistake found.'));
}

function goTo(ply) {
  act(() => post(`/api/sessions/${state.id}/goto`, { ply }));
}

// ----- the controls -----

$('#setup').addEventListener('submit', (e) => {
  e.preventDefault();
  open();
});
$('#game').addEventListener('change', () => {
  $('#position').value = '';
  const name = $('#game').value;
  if (games.some((g) => g.defaultAi === $('#second').value)) {
    $('#second').value = defaultAi(name);
  }
  describe(name);
  open();
});
$('#swap').addEventListener('click', () => {
  const first = $('#first').value;
  $('#first').value = $('#second').value;
  $('#second').value = first;
  if (state) {
    act(() => post(`/api/sessions/${state.id}/players`, { players: [$('#first').value, $('#second').value] }));
  }
});
$('#undo').addEventListener('click', () => act(() => post(`/api/sessions/${state.id}/undo`, { toHuman: true })));
$('#redo').addEventListener('click', () => act(() => post(`/api/sessions/${state.id}/redo`, { toHuman: true })));
$('#pause').addEventListener('click', () => {
  paused = !paused;
  show();
});
$('#typed').addEventListener('submit', (e) => {
  e.preventDefault();
  const move = $('#typed-move').value.trim();
  if (move) {
    if (!humanToMove()) {
      say('it is not your turn', true);
      return;
    }
    act(() => post(`/api/sessions/${state.id}/move`, { move }));
    $('#typed-move').value = '';
  }
});
$('#analysis-form').addEventListener('submit', (e) => {
  e.preventDefault();
  startAnalysis();
});
$('#stop').addEventListener('click', stopAnalysis);
$('#review').addEventListener('click', startReview);
document.addEventListener('keydown', (e) => {
  if (e.target instanceof HTMLInputElement) {
    return;
  }
  if (e.key === 'ArrowLeft' && !$('#undo').disabled) {
    $('#undo').click();
  } else if (e.key === 'ArrowRight' && !$('#redo').disabled) {
    $('#redo').click();
  }
});

init().catch((e) => say(e.message, true));
