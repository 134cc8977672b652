import { Agent, FormData, fetch, type Response } from 'undici';
import { createParser } from 'eventsource-parser';

/**
 * A browser's view of the deployment: HTTPS through nginx, trusting the stack's self-signed
 * certificate, the access token from the `token` cookie sent as Bearer, like the app does.
 * Every answer is kept as an outcome (status, or the network error), so that the test can count
 * what a person would have seen fail.
 */
export interface Outcome {
  what: string;
  status: number | 'network-error';
  upstream?: string;
  error?: string;
  /** When it was sent (epoch ms), to place a failure among the restarts. */
  at: number;
  ms: number;
}

export function agentFor(ca: Buffer, connections = 8): Agent {
  return new Agent({ connect: { ca }, connections, keepAliveTimeout: 4_000 });
}

export class Browser {
  token?: string;
  refreshCookie?: string;
  readonly outcomes: Outcome[] = [];
  constructor(
    readonly base: string,
    readonly agent: Agent,
  ) {}

  async request(what: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers; bytes: Buffer } | null> {
    const started = Date.now();
    const h: Record<string, string> = { 'accept-encoding': 'br, gzip', ...headers };
    if (this.token) h.authorization = `Bearer ${this.token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    let res: Response;
    let bytes: Buffer;
    try {
      res = await fetch(this.base + url, { method, headers: h, body: payload, dispatcher: this.agent, redirect: 'manual' });
      bytes = Buffer.from(await res.arrayBuffer());
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      this.outcomes.push({ what, status: 'network-error', error: cause?.code ?? cause?.message ?? String(err), at: started, ms: Date.now() - started });
      return null;
    }
    this.outcomes.push({ what, status: res.status, upstream: res.headers.get('x-upstream-addr') ?? undefined, at: started, ms: Date.now() - started });
    for (const c of res.headers.getSetCookie()) {
      const m = /^(token|refreshToken)=([^;]*)/.exec(c);
      if (m && m[1] === 'token') this.token = m[2] || undefined;
    }
    let parsed: any = null;
    if ((res.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(bytes.toString());
    return { status: res.status, body: parsed, headers: res.headers as unknown as Headers, bytes };
  }

  get(what: string, url: string) {
    return this.request(what, 'GET', url);
  }

  async signIn(email: string, password: string) {
    const res = await this.request('sign-in', 'POST', '/auth/login', { email, password });
    if (res?.status !== 200 || !this.token) throw new Error(`sign-in of ${email}: ${res?.status} ${JSON.stringify(res?.body)}`);
  }
}

export function form(fields: Record<string, string>, file?: { name: string; content: Buffer; type: string }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return f;
}

/**
 * A tab's live-events stream as src/providers/liveEvents.ts keeps it: reconnected after the
 * server's `retry:` with `Last-Event-ID`, until `stop()`. Records every event id it was given,
 * in order, and on which instance each connection landed.
 */
export class LiveStream {
  readonly ids: number[] = [];
  readonly events: { id: number; event: string; data: any }[] = [];
  readonly connections: { upstream?: string; status: number | string }[] = [];
  lastEventId?: string;
  private readonly controller = new AbortController();
  private running: Promise<void> | undefined;
  ready = false;

  constructor(private readonly browser: Browser) {}

  start() {
    this.running = this.loop();
  }

  private async loop() {
    while (!this.controller.signal.aborted) {
      let retryMs = 3_000;
      try {
        const res = await fetch(this.browser.base + '/api/events', {
          headers: { authorization: `Bearer ${this.browser.token}`, accept: 'text/event-stream', ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}) },
          dispatcher: this.browser.agent,
          signal: this.controller.signal,
        });
        this.connections.push({ upstream: res.headers.get('x-upstream-addr') ?? undefined, status: res.status });
        if (res.status !== 200 || !res.body) throw new Error(`live events answered ${res.status}`);
        const parser = createParser({
          onEvent: (e) => {
            if (e.id) this.lastEventId = e.id;
            if (e.event === 'ready') this.ready = true;
            if (e.event === 'notice' || e.event === 'document' || e.event === 'account' || e.event === 'reset') {
              this.ids.push(Number(e.id));
              this.events.push({ id: Number(e.id), event: e.event, data: JSON.parse(e.data) });
            }
          },
          onRetry: (ms) => (retryMs = ms),
        });
        const decoder = new TextDecoder();
        for await (const chunk of res.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      } catch (err) {
        if (this.controller.signal.aborted) return;
        this.connections.push({ status: String((err as Error).message) });
      }
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }

  async stop() {
    this.controller.abort();
    await this.running?.catch(() => {});
  }
}
