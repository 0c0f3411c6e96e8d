import type { RawData, WebSocket } from 'ws';
import { Compile } from 'typebox/compile';
import {
  AuthCommand,
  channelKind,
  channelId,
  CLIENT_COMMANDS,
  Code,
  PingCommand,
  SubscribeCommand,
  UnsubscribeCommand,
  type ClientCommand,
  type CommandReply,
} from '@sport/contract';
import type { SessionCheck } from '../http/session-user';
import type { Hub, HubClient } from './hub';
import { describeError } from './validation';

export interface ConnectionDeps {
  hub: Hub;
  checkSession(token: string, uid: string): Promise<SessionCheck>;
  log: { warn(obj: object, msg: string): void };
}

const validators = {
  subscribe: Compile(SubscribeCommand),
  unsubscribe: Compile(UnsubscribeCommand),
  ping: Compile(PingCommand),
  auth: Compile(AuthCommand),
};

/** Commands are handled one at a time per socket (an auth must finish before the subscribe after it). */
const MAX_PENDING_COMMANDS = 32;
const POLICY_VIOLATION = 1008;

const isKnownCommand = (cmd: unknown): cmd is ClientCommand['cmd'] =>
  typeof cmd === 'string' && (CLIENT_COMMANDS as readonly string[]).includes(cmd);

const toText = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
};

/** Parses a frame into a command, or says (as a 422 message) what is wrong with it. */
export function parseCommand(text: string): ClientCommand | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'message: must be JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'message: must be a JSON object';
  const cmd = (value as { cmd?: unknown }).cmd;
  if (!isKnownCommand(cmd)) return `cmd: must be one of ${CLIENT_COMMANDS.join(', ')}`;
  const validator = validators[cmd];
  if (!validator.Check(value)) return describeError(validator.Errors(value)[0]);
  return value;
}

const AUTH_FAILURES = {
  none: { code: Code.NullUser, msg: 'no such session' },
  expired: { code: Code.TokenExpired, msg: 'token expired' },
  kicked: { code: Code.Kicked, msg: 'this account logged in elsewhere' },
} as const;

/** Speaks the `/ws` protocol (ARCHITECTURE §5) on one socket. */
export function handleConnection(socket: WebSocket, deps: ConnectionDeps): HubClient {
  const { hub } = deps;
  const client = hub.attach(socket);
  const reply = (message: CommandReply) => hub.send(client, JSON.stringify(message));
  const fail = (code: number, msg: string, channels?: string[]) =>
    reply(channels ? { cmd: 'error', code, msg, channels } : { cmd: 'error', code, msg });

  const run = async (command: ClientCommand): Promise<void> => {
    switch (command.cmd) {
      case 'ping':
        reply({ cmd: 'pong' });
        return;
      case 'subscribe': {
        const refused = command.channels.filter((c) => channelKind(c) === 'user' && channelId(c) !== client.auth?.uid);
        const allowed = command.channels.filter((c) => !refused.includes(c));
        if (allowed.length > 0) {
          const held = hub.subscribe(client, allowed);
          if (held === null) {
            fail(Code.Invalid, `channels: at most ${hub.maxSubscriptions} subscriptions per socket`, allowed);
          } else {
            reply({ cmd: 'subscribed', channels: held });
          }
        }
        if (refused.length > 0) {
          fail(Code.NullUser, `${refused[0]}: send {"cmd":"auth"} with this uid's token first`, [...new Set(refused)]);
        }
        return;
      }
      case 'unsubscribe':
        reply({ cmd: 'unsubscribed', channels: hub.unsubscribe(client, command.channels) });
        return;
      case 'auth': {
        const uid = String(command.uid);
        const check = await deps.checkSession(command.token, uid);
        if (check.kind === 'ok' && String(check.user.id) === uid) {
          hub.setAuth(client, { uid, token: command.token, checkedAt: Date.now() });
          reply({ cmd: 'auth', ok: true });
          return;
        }
        hub.setAuth(client, null);
        const failure = check.kind === 'ok' ? AUTH_FAILURES.none : AUTH_FAILURES[check.kind];
        reply({ cmd: 'auth', ok: false, ...failure });
        return;
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  };

  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  socket.on('message', (data, isBinary) => {
    client.alive = true;
    if (pending >= MAX_PENDING_COMMANDS) {
      socket.close(POLICY_VIOLATION, 'too many commands in flight');
      return;
    }
    pending += 1;
    queue = queue
      .then(async () => {
        if (isBinary) return fail(Code.Invalid, 'message: must be a text frame');
        const command = parseCommand(toText(data));
        if (typeof command === 'string') return fail(Code.Invalid, command);
        await run(command);
      })
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'ws command failed');
        fail(Code.Internal, 'internal error');
      })
      .finally(() => {
        pending -= 1;
      });
  });
  socket.on('pong', () => {
    client.alive = true;
  });
  socket.on('close', () => hub.detach(client));
  return client;
}
