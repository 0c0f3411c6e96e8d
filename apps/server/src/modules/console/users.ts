import { SESSION_ENDS } from '@sport/contract';
import type { ConsoleUser, ConsoleUserDetail, LedgerPage, StaffMe } from '@sport/contract/console';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/domain-errors';
import type { Bus } from '../../realtime/bus';
import { publishBusEvent } from '../../realtime/bus-events';
import type { UserService } from '../user/service';
import type { WalletService } from '../wallet/service';
import type { AuditService } from './audit-service';

export interface ConsoleUsersDeps {
  db: Db;
  bus: Bus;
  audit: AuditService;
  users: Pick<UserService, 'findAccounts' | 'account' | 'sessionsOf' | 'revokeSessions' | 'banHistory'>;
  wallet: Pick<WalletService, 'balance' | 'ledger'>;
}

/**
 * The console's user view (issue 27 §2): find a fan, see their sessions, bans, balance and ledger, and end their
 * sessions. Bans go through the moderation routes (moderation.ts), gold through gold.ts: one way to do each.
 */
export function createConsoleUsers({ db, bus, audit, users, wallet }: ConsoleUsersDeps) {
  return {
    find: (text: string): Promise<ConsoleUser[]> => users.findAccounts(text),

    async detail(userId: number): Promise<ConsoleUserDetail> {
      const user = await users.account(userId);
      const [balance, sessions, bans] = await Promise.all([
        wallet.balance(userId),
        users.sessionsOf(userId),
        users.banHistory(userId),
      ]);
      return { user, balance, sessions, bans };
    },

    async ledger(userId: number, page: number, size: number): Promise<LedgerPage> {
      await users.account(userId);
      return wallet.ledger(userId, page, size);
    },

    /**
     * Ends the fan's live sessions (or the one named) with the audit entry in one transaction; then tells every node
     * (SESSION_ENDS), which drops the cached sessions before this answers, so the next call with the token is refused.
     */
    async endSessions(by: StaffMe, input: { userId: number; sessionId?: number; reason: string }) {
      const ended = await db.transaction(async (tx) => {
        await users.account(input.userId, tx);
        const ids = await users.revokeSessions(input.userId, input.sessionId ?? null, tx);
        if (input.sessionId !== undefined && ids.length === 0) throw new NotFoundError('live session');
        await audit.append(tx, by, {
          action: 'user.endSessions',
          targetType: 'user',
          targetId: input.userId,
          before: { sessions: ids.map((id) => ({ id, state: 'live' })) },
          after: { sessions: ids.map((id) => ({ id, state: 'revoked' })) },
          reason: input.reason,
        });
        return ids.length;
      });
      if (ended > 0) await publishBusEvent(bus, SESSION_ENDS, { userId: input.userId });
      return { ended };
    },
  };
}
