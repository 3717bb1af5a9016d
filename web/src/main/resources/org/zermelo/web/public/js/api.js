// The server's API: JSON over HTTP for what answers at once, one WebSocket for what streams.
// The pages compute nothing: every value they show comes from here.

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** A JSON request; rejects with the server's message (the command line's words for bad input). */
export async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (response.status === 204) {
    return null;
  }
  let data = null;
  try {
    data = await response.json();
  } catch (e) {
    throw new ApiError(response.status, `the server answered ${response.status} without JSON`);
  }
  if (!response.ok) {
    throw new ApiError(response.status, data && data.error ? data.error : `error ${response.status}`);
  }
  return data;
}

export const get = (path) => api('GET', path);
export const post = (path, body) => api('POST', path, body ?? {});

/**
 * The page's WebSocket: jobs that stream (analyse, compare, match, review). start() sends a job
 * and calls onMessage with each of its messages until 'done' or 'error'; stop() asks the server
 * to stop it. Closing the page closes the socket, and the server stops every job of it.
 */
export class Jobs {
  constructor() {
    this.next = 1;
    this.handlers = new Map();
    this.ready = this.open();
  }

  open() {
    return new Promise((resolve, reject) => {
      const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
      this.socket = new WebSocket(`${scheme}//${location.host}/ws`);
      this.socket.addEventListener('open', () => resolve(this.socket));
      this.socket.addEventListener('error', () => reject(new Error('the connection to the server failed')));
      this.socket.addEventListener('close', () => {
        for (const [job, handler] of this.handlers) {
          handler({ job, type: 'error', message: 'the connection to the server was lost' });
        }
        this.handlers.clear();
        this.ready = null;
      });
      this.socket.addEventListener('message', (event) => {
        const message = JSON.parse(event.data);
        const handler = this.handlers.get(message.job);
        if (handler) {
          if (message.type === 'done' || message.type === 'error') {
            this.handlers.delete(message.job);
          }
          handler(message);
        }
      });
    });
  }

  /** Starts a job; returns its number. */
  async start(op, fields, onMessage) {
    if (!this.ready) {
      this.ready = this.open();
    }
    const socket = await this.ready;
    const job = this.next++;
    this.handlers.set(job, onMessage);
    socket.send(JSON.stringify({ op, job, ...fields }));
    return job;
  }

  async stop(job) {
    const socket = await this.ready;
    socket.send(JSON.stringify({ op: 'stop', job }));
  }
}
