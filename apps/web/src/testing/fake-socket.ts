import type { SocketLike } from '../lib/socket';

/** A WebSocket stand-in for jsdom: the test plays the server (open, push frames, close). */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = 3;
  }

  /** Server side: accept the connection. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** Server side: send a frame. */
  push(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** Server side (or network): the connection drops, or never opened. */
  drop(): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  /** Commands the client sent with this cmd. */
  commands(cmd: string): Record<string, unknown>[] {
    return this.sent.filter(
      (frame): frame is Record<string, unknown> =>
        typeof frame === 'object' && frame !== null && (frame as { cmd?: unknown }).cmd === cmd,
    );
  }
}

/** A socket factory that records every socket the client opened. */
export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  const create = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  return {
    create,
    sockets,
    get last(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
