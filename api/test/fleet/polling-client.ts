// socket.io over HTTP long-polling only, spoken request by request with fetch (engine.io protocol 4), so a test sees
// each poll a balancer routes: every request after the handshake must reach the process that holds the session, or
// that process's peer answers 400 "Session ID unknown". The cookies it is given and the ones the balancer sets are
// sent back, as a browser would.

/** engine.io separates the packets of one polling payload with the record separator. */
const SEPARATOR = '\x1e';

export interface PollAnswer {
  status: number;
  packets: string[];
}

export class PollingSocket {
  private readonly cookies = new Map<string, string>();
  private sid = '';
  private nextAck = 1;
  /** Every request's status, in order, handshake first. */
  readonly statuses: number[] = [];

  constructor(
    private readonly base: string,
    cookies: Record<string, string>,
    /** Keep the cookies the balancer sets (false: a client that drops them, for contrast). */
    private readonly keepCookies = true,
  ) {
    for (const [name, value] of Object.entries(cookies)) this.cookies.set(name, value);
  }

  private url() {
    return `${this.base}/ws/?EIO=4&transport=polling${this.sid ? `&sid=${this.sid}` : ''}&t=${Date.now()}`;
  }

  private async send(method: 'GET' | 'POST', body?: string): Promise<PollAnswer> {
    const response = await fetch(this.url(), {
      method,
      headers: {
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'Content-Type': 'text/plain;charset=UTF-8' }),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    if (this.keepCookies) {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';', 1)[0]!;
        const at = pair.indexOf('=');
        this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    }
    const text = await response.text();
    this.statuses.push(response.status);
    return { status: response.status, packets: response.ok ? text.split(SEPARATOR) : [text] };
  }

  /** The engine.io handshake, then socket.io's CONNECT to the main namespace; resolves once it is accepted. */
  async open(): Promise<void> {
    const opened = await this.send('GET');
    if (opened.status !== 200 || !opened.packets[0]!.startsWith('0')) {
      throw new Error(`handshake refused: ${opened.status} ${opened.packets.join(' ')}`);
    }
    this.sid = (JSON.parse(opened.packets[0]!.slice(1)) as { sid: string }).sid;
    await this.post('40');
    await this.until((packet) => packet.startsWith('40') || packet.startsWith('44'));
  }

  /** Sends packets (the server answers "ok"); throws on any other answer. */
  async post(...packets: string[]): Promise<void> {
    const answer = await this.send('POST', packets.join(SEPARATOR));
    if (answer.status !== 200)
      throw new Error(`POST answered ${answer.status}: ${answer.packets.join(' ')}`);
  }

  /** One poll, answering the server's pings on the way. */
  async poll(): Promise<PollAnswer> {
    const answer = await this.send('GET');
    if (answer.status === 200 && answer.packets.includes('2')) await this.post('3');
    return answer;
  }

  /** Polls until a packet matches; throws if a poll is refused. */
  async until(match: (packet: string) => boolean): Promise<string> {
    for (;;) {
      const answer = await this.poll();
      if (answer.status !== 200)
        throw new Error(`poll answered ${answer.status}: ${answer.packets.join(' ')}`);
      const found = answer.packets.find(match);
      if (found) return found;
    }
  }

  /** Emits `event` with an acknowledgement and answers the acknowledgement's payload. */
  async ask(event: string, payload: unknown): Promise<Record<string, unknown>> {
    const id = this.nextAck++;
    await this.post(`42${id}${JSON.stringify([event, payload])}`);
    const ack = await this.until((packet) => packet.startsWith(`43${id}[`));
    return (JSON.parse(ack.slice(`43${id}`.length)) as Record<string, unknown>[])[0]!;
  }

  /** The next pushed `event` whose payload matches. */
  async next(event: string, match: (payload: Record<string, unknown>) => boolean = () => true) {
    const packet = await this.until((candidate) => {
      if (!candidate.startsWith('42[')) return false;
      const [name, payload] = JSON.parse(candidate.slice(2)) as [string, Record<string, unknown>];
      return name === event && match(payload);
    });
    return (JSON.parse(packet.slice(2)) as [string, Record<string, unknown>])[1];
  }

  /** Closes the engine.io session. */
  async close(): Promise<void> {
    if (this.sid) await this.send('POST', '1').catch(() => undefined);
  }
}
