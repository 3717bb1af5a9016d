// Small helpers to build HTML and SVG without a library.

export const SVG = 'http://www.w3.org/2000/svg';

/** An HTML element: el('button', {class: 'x', onclick: f}, 'text', child, ...). */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  set(node, attributes);
  append(node, children);
  return node;
}

/** An SVG element, likewise. */
export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  set(node, attributes);
  append(node, children);
  return node;
}

function set(node, attributes) {
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) {
      continue;
    }
    if (key.startsWith('on') && typeof value === 'function') {
      node.addEventListener(key.slice(2), value);
    } else if (key === 'style') {
      node.style.cssText = value; // through the CSSOM: the content security policy forbids style attributes
    } else if (key === 'dataset') {
      Object.assign(node.dataset, value);
    } else {
      node.setAttribute(key, value === true ? '' : String(value));
    }
  }
}

function append(node, children) {
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) {
      continue;
    }
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export const $ = (selector, root = document) => root.querySelector(selector);

/** Shows a message in the page's message bar (errors in red). */
export function say(text, error = false) {
  const bar = $('#message');
  if (!bar) {
    return;
  }
  bar.textContent = text || '';
  bar.classList.toggle('error', !!error);
  bar.hidden = !text;
}

/** The page's query parameters. */
export const params = () => new URLSearchParams(location.search);

/** Replaces the page's query (the state in the URL) without reloading. */
export function setParams(values) {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') {
      p.set(key, value);
    }
  }
  history.replaceState(null, '', `${location.pathname}?${p.toString()}`);
}

/** Offers a text as a file to save. */
export function download(name, text, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fills a <select> with games from /api/games. */
/**
 * The game a page shows when its link names none: the first by name that is played without dice
 * (the deterministic searches of every page refuse them), else the first.
 */
export function defaultGame(games) {
  return (games.find((g) => !g.chance) || games[0])?.name;
}

export function gameOptions(select, games, chosen) {
  select.replaceChildren(...games.map((g) => el('option', { value: g.name, selected: g.name === chosen }, g.name)));
}
