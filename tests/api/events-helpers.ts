import http from 'node:http';

/** An SSE client over fetch for the API tests: the raw messages, as the browser would read them. */

export interface Message {
  id?: string;
  event?: string;
  retry?: string;
  data?: string;
}

export class EventStream {
  messages: Message[] = [];
  comments = 0;
  ended = false;
  private request?: http.ClientRequest;
  private waiters: (() => void)[] = [];
  status = 0;
  headers = new Headers();
  /** The JSON of a refusal. */
  body: any;

  /**
   * Opens the stream; a refusal comes back with its JSON `body` and no stream. Over node:http
   * with a connection of its own (no pool), so closing it closes exactly that connection.
   */
  static async open(base: string, token: string | undefined, lastEventId?: string): Promise<EventStream> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const stream = new EventStream();
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      stream.request = http.get(`${base}/api/events`, { headers, agent: false }, resolve).on('error', reject);
    });
    stream.status = res.statusCode!;
    for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') stream.headers.set(k, v);
    if (stream.status !== 200) {
      let text = '';
      for await (const chunk of res) text += chunk;
      stream.body = JSON.parse(text);
      return stream;
    }
    void stream.read(res);
    return stream;
  }

  private async read(body: AsyncIterable<Buffer>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) this.comments += 1;
          else {
            const m: Message = {};
            for (const line of block.split('\n')) {
              const i = line.indexOf(': ');
              m[line.slice(0, i) as keyof Message] = line.slice(i + 2);
            }
            this.messages.push(m);
          }
          this.waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      /* closed */
    }
    this.ended = true;
    this.waiters.splice(0).forEach((w) => w());
  }

  /** The news: every message but the stream's own `ready` and `reset`. */
  get news() {
    return this.messages.filter((m) => m.event !== 'ready' && m.event !== 'reset');
  }

  /** Waits until `test` holds (within `ms`), answering what it found. */
  async until<T>(test: (s: this) => T | undefined | false, ms = 3000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = test(this);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Waits for the next message of this kind after the first `after` of them, and answers its data. */
  async next(event: string, after = 0): Promise<Message & { json: any }> {
    const m = await this.until((s) => s.messages.filter((x) => x.event === event)[after]);
    return { ...m, json: JSON.parse(m.data ?? 'null') };
  }

  /** The id of the stream's `ready`: where it would resume from. */
  async ready(): Promise<string> {
    return (await this.next('ready')).id!;
  }

  close() {
    this.request?.destroy();
  }
}
