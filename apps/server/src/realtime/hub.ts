import { channelId, channelKind, isNamespaceMessage, MAX_SUBSCRIPTIONS_PER_SOCKET } from '@sport/contract';
import type { BusMessage } from './bus';
import { ChannelRegistry } from './channel-registry';

/** The part of a ws socket the hub uses. */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
}

/** The session an `auth` command proved on a socket, kept to check it again when sessions end. */
export interface ClientAuth {
  readonly uid: string;
  readonly token: string;
  /** When the session was last found live (ms). */
  checkedAt: number;
}

export interface HubClient {
  readonly socket: HubSocket;
  readonly channels: Set<string>;
  /** Set by an `auth` command on this socket; `user.<uid>` needs it. */
  auth: ClientAuth | null;
  /** Answered since the last heartbeat ping. */
  alive: boolean;
}

export interface HubOptions {
  maxSubscriptions?: number;
  /** A socket that lets more than this pile up unsent is too slow to keep: it is dropped. */
  maxBufferedBytes?: number;
}

const OPEN = 1;

/**
 * Fans bus messages out to this node's sockets. `seq` is per channel and per node: it counts the events
 * delivered here since the channel was first held, so two nodes may number the same event differently.
 * That is enough for what seq is for — a client noticing a gap on its own socket.
 */
export class Hub {
  readonly clients = new Set<HubClient>();
  private readonly registry = new ChannelRegistry<HubClient>();
  readonly maxSubscriptions: number;
  private readonly maxBufferedBytes: number;

  constructor(options: HubOptions = {}) {
    this.maxSubscriptions = options.maxSubscriptions ?? MAX_SUBSCRIPTIONS_PER_SOCKET;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1_048_576;
  }

  attach(socket: HubSocket): HubClient {
    const client: HubClient = { socket, channels: new Set(), auth: null, alive: true };
    this.clients.add(client);
    return client;
  }

  detach(client: HubClient): void {
    for (const channel of client.channels) this.registry.remove(channel, client);
    client.channels.clear();
    this.clients.delete(client);
  }

  /**
   * Merges `channels` into the client's set (duplicates collapse). All or nothing: when the result
   * would pass the cap, nothing is added and null is returned.
   */
  subscribe(client: HubClient, channels: readonly string[]): string[] | null {
    const wanted = [...new Set(channels)];
    const fresh = wanted.filter((c) => !client.channels.has(c));
    if (client.channels.size + fresh.length > this.maxSubscriptions) return null;
    for (const channel of fresh) {
      client.channels.add(channel);
      this.registry.add(channel, client);
    }
    return wanted;
  }

  /** Logs the socket in (or out, with null) and drops every user channel that is no longer its own. */
  setAuth(client: HubClient, auth: ClientAuth | null): void {
    client.auth = auth;
    const own = auth?.uid ?? null;
    this.unsubscribe(
      client,
      [...client.channels].filter((c) => channelKind(c) === 'user' && channelId(c) !== own),
    );
  }

  /** Drops the given channels; returns them deduplicated (whether or not they were held). */
  unsubscribe(client: HubClient, channels: readonly string[]): string[] {
    const dropped = [...new Set(channels)];
    for (const channel of dropped) {
      if (client.channels.delete(channel)) this.registry.remove(channel, client);
    }
    return dropped;
  }

  /** One bus message → one serialised frame, sent to every local holder of its channel. */
  dispatch(message: BusMessage): void {
    const members = this.registry.members(message.channel);
    if (!members || members.size === 0) return;
    let frame: string;
    if (isNamespaceMessage(message.payload)) {
      frame = JSON.stringify(message.payload);
    } else {
      const next = this.registry.next(message.channel);
      if (!next) return;
      frame = JSON.stringify({ chId: message.channel, seq: next.seq, data: message.payload });
    }
    for (const client of [...members]) this.send(client, frame);
  }

  send(client: HubClient, frame: string): void {
    const { socket } = client;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > this.maxBufferedBytes) {
      this.detach(client);
      socket.terminate();
      return;
    }
    socket.send(frame);
  }

  get channelCount(): number {
    return this.registry.size;
  }
}
