// Match: two AI specs, N games, the live score and the Elo difference with its interval.

import { get, Jobs } from './api.js';
import { el, $, say, params, setParams, gameOptions, defaultGame } from './dom.js';

const jobs = new Jobs();
let job = null;

async function init() {
  const games = await get('/api/games');
  const p = params();
  gameOptions($('#game'), games, p.get('game') || defaultGame(games));
  for (const id of ['a', 'b', 'games', 'seed']) {
    if (p.get(id)) {
      $(`#${id}`).value = p.get(id);
    }
  }
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const signed = (x) => (x > 0 ? `+${x.toFixed(1)}` : x.toFixed(1));

function tally(t, a, b) {
  const row = (name, w, d, l) => el('tr', {}, el('td', {}, name), el('td', { class: 'num' }, w), el('td', { class: 'num' }, d),
    el('td', { class: 'num' }, l), el('td', { class: 'num' }, t.games ? pct((w + d / 2) / t.games) : '-'));
  const second = t.games - t.draws - t.firstPlayerWins;
  $('#table tbody').replaceChildren(row(`A ${a}`, t.aWins, t.draws, t.bWins), row(`B ${b}`, t.bWins, t.draws, t.aWins),
    row('first player', t.firstPlayerWins, t.draws, second), row('second player', second, t.draws, t.firstPlayerWins));
  let elo;
  if (t.eloDiff === null) {
    elo = 'Elo difference of A over B: unbounded (one side won every game)';
  } else if (t.eloLow !== null && t.eloHigh !== null) {
    elo = `Elo difference of A over B: ${signed(t.eloDiff)} ± ${t.eloError.toFixed(1)} (95% interval ${signed(t.eloLow)} to ${signed(t.eloHigh)})`;
  } else {
    elo = `Elo difference of A over B: ${signed(t.eloDiff)} (too few games to bound it both ways)`;
  }
  $('#elo').textContent = elo;
}

async function run() {
  if (job !== null) {
    jobs.stop(job);
  }
  say('');
  $('#list').replaceChildren();
  $('#elo').textContent = '';
  const fields = { game: $('#game').value, a: $('#a').value.trim(), b: $('#b').value.trim(), games: Number($('#games').value),
    openingPlies: Number($('#plies').value), seed: Number($('#seed').value) };
  setParams({ game: fields.game, a: fields.a, b: fields.b, games: fields.games, seed: fields.seed });
  $('#progress').max = fields.games;
  $('#progress').value = 0;
  $('#stop').disabled = false;
  let names = { a: fields.a, b: fields.b };
  job = await jobs.start('match', fields, (m) => {
    if (m.type === 'start') {
      names = { a: m.a, b: m.b };
    } else if (m.type === 'game') {
      $('#progress').value = m.number;
      $('#played').textContent = `${m.number} of ${fields.games} games`;
      tally(m.tally, names.a, names.b);
      $('#list').append(el('li', {}, `A ${m.aFirst ? 'first' : 'second'}, ${m.outcome} for A: `
        + `${m.opening.length ? `(${m.opening.join(' ')}) ` : ''}${m.moves.join(' ')}`));
    } else if (m.type === 'error') {
      say(m.message, true);
    }
    if (m.type === 'done' || m.type === 'error') {
      job = null;
      $('#stop').disabled = true;
      if (m.type === 'done' && m.stopped) {
        $('#played').textContent += ' (stopped)';
      }
    }
  });
}

$('#form').addEventListener('submit', (e) => {
  e.preventDefault();
  run();
});
$('#stop').addEventListener('click', () => job !== null && jobs.stop(job));
init().catch((e) => say(e.message, true));
