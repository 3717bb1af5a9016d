import { get } from './api.js';
import { el, $, say } from './dom.js';

try {
  const games = await get('/api/games');
  $('#games tbody').replaceChildren(...games.map((g) => el('tr', {},
    el('td', {}, el('a', { href: `/play.html?game=${encodeURIComponent(g.name)}` }, g.name)),
    el('td', {}, g.description),
    el('td', {}, g.positionNotation))));
} catch (e) {
  say(e.message, true);
}
