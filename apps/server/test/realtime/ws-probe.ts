import WebSocket from 'ws';
import type { ServerMessage } from '@sport/contract';

/** A real ws client that records what it receives and can wait for a matching message. */
export class WsProbe {
  readonly messages: ServerMessage[] = [];
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  closed: { code: number } | null = null;
  private closeWaiters: ((code: number) => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const text = Array.isArray(raw) ? Buffer.concat(raw).toString() : Buffer.from(raw as Buffer).toString();
      const message = JSON.parse(text) as ServerMessage;
      this.messages.push(message);
      const waiter = this.waiters.find((w) => w.match(message));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(message);
      }
    });
    socket.on('close', (code) => {
      this.closed = { code };
      for (const resolve of this.closeWaiters) resolve(code);
    });
  }

  static open(url: string, options: WebSocket.ClientOptions = {}): Promise<WsProbe> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, options);
      const probe = new WsProbe(socket);
      socket.once('open', () => resolve(probe));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(value: unknown): void {
    this.socket.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** The next message (received from now on, or already received and not yet taken) matching `match`. */
  next(match: (m: ServerMessage) => boolean = () => true, label = 'a message'): Promise<ServerMessage> {
    const taken = this.messages.findIndex(match);
    if (taken >= 0) {
      const [message] = this.messages.splice(taken, 1);
      return Promise.resolve(message as ServerMessage);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${label} within 10 s; got ${JSON.stringify(this.messages)}`)),
        10_000,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          this.messages.splice(this.messages.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }

  /** Sends a command and returns the reply that matches. */
  async ask(command: unknown, match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    const reply = this.next(match, `reply to ${JSON.stringify(command).slice(0, 80)}`);
    this.send(command);
    return reply;
  }

  onChannel(chId: string): Promise<ServerMessage> {
    return this.next((m) => 'chId' in m && m.chId === chId, `push on ${chId}`);
  }

  waitClose(): Promise<number> {
    if (this.closed) return Promise.resolve(this.closed.code);
    return new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  close(): void {
    this.socket.terminate();
  }
}

export const isCmd =
  (cmd: string) =>
  (m: ServerMessage): boolean =>
    'cmd' in m && m.cmd === cmd;
