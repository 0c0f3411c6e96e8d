import { Value } from 'typebox/value';
import { channelId, channelKind, MINUTE_MS, SESSION_ENDS, SessionEnd, UserPush } from '@sport/contract';
import type { SessionCheck } from '../http/session-user';
import type { BusMessage } from './bus';
import type { ClientAuth, Hub, HubClient } from './hub';

/**
 * How long a socket's session is trusted without asking the database again. A logout or a kick is
 * announced on the bus and acts at once; this bounds the rest: a session that expires (no event says so)
 * and an announcement lost while Redis was down.
 */
export const SESSION_RECHECK_MS = 5 * MINUTE_MS;

/** The uid whose sessions a bus message says may have ended (a logout, or a login elsewhere's `kicked`). */
export function endedSessionsOf({ channel, payload }: BusMessage): string | null {
  if (channel === SESSION_ENDS) return Value.Check(SessionEnd, payload) ? String(payload.userId) : null;
  if (channelKind(channel) !== 'user') return null;
  return Value.Check(UserPush, payload) && payload.type === 'kicked' ? channelId(channel) : null;
}

export interface SessionRecheckDeps {
  hub: Hub;
  checkSession: (token: string, uid: string) => Promise<SessionCheck>;
  log: { warn(obj: object, msg: string): void };
  recheckMs?: number;
}

/**
 * Asks the user module (app.checkSession, the source of truth) again about the sessions sockets proved
 * with `auth`, and logs out the sockets whose session no longer holds: they keep their socket and their
 * other channels, as a visitor's, and lose `user.<uid>`. Asking instead of trusting the event alone keeps
 * the new session's socket after a kick, whatever order the messages arrive in.
 */
export function createSessionRecheck({ hub, checkSession, log, recheckMs = SESSION_RECHECK_MS }: SessionRecheckDeps) {
  const recheck = async (client: HubClient, auth: ClientAuth): Promise<void> => {
    auth.checkedAt = Date.now();
    const check = await checkSession(auth.token, auth.uid);
    // Another auth command came meanwhile: its own check stands.
    if (client.auth !== auth) return;
    if (check.kind === 'ok' && String(check.user.id) === auth.uid) return;
    hub.setAuth(client, null);
  };
  const start = (client: HubClient, auth: ClientAuth): void => {
    recheck(client, auth).catch((error: unknown) => log.warn({ err: error }, 'ws session re-check failed'));
  };

  return {
    /** Every bus message: after one that may end a user's sessions, re-checks that user's sockets here. */
    onMessage(message: BusMessage): void {
      const uid = endedSessionsOf(message);
      if (uid === null) return;
      for (const client of hub.clients) if (client.auth?.uid === uid) start(client, client.auth);
    },

    /** Re-checks the sockets whose session was last found live over `recheckMs` ago. */
    sweep(): void {
      const due = Date.now() - recheckMs;
      for (const client of hub.clients) if (client.auth && client.auth.checkedAt <= due) start(client, client.auth);
    },

    /** How often to sweep: a tenth of recheckMs, so the checks spread over time as the auths did. */
    sweepEveryMs: Math.max(10, Math.floor(recheckMs / 10)),
  };
}
