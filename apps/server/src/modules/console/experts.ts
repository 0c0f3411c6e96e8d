import type {
  ConsoleExpert,
  ConsoleExpertRecord,
  ConsoleExpertSearch,
  ConsoleTip,
  StaffMe,
} from '@sport/contract/console';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { UserService } from '../user/service';
import type { AuditService } from './audit-service';

export interface ConsoleExpertsDeps {
  db: Db;
  audit: AuditService;
  /** The news module's side of it (app.newsExperts). */
  experts: FastifyInstance['newsExperts'];
  users: Pick<UserService, 'findAccounts' | 'account' | 'profiles'>;
}

const uidOf = (text: string): number | null => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

/**
 * The 专家 area (issue 27 §2 "Experts and tips"), 运营 only: the news module changes the expert's or tip's state
 * in the console's transaction, the audit entry is appended in it, and once it commits every node drops the fans'
 * answers it touched (NEWS_CHANGES), so the next read anywhere sees it. Nothing is deleted: a revoke and a hide are
 * states with a reason, and undoing one is another audited action.
 */
export function createConsoleExperts({ db, audit, experts, users }: ConsoleExpertsDeps) {
  return {
    async search(q: string | undefined): Promise<ConsoleExpertSearch> {
      const text = (q ?? '').trim();
      const fans = text === '' ? [] : await users.findAccounts(text);
      return experts.search(text, uidOf(text), fans);
    },

    record: (userId: number, page: number, size: number): Promise<ConsoleExpertRecord> =>
      experts.record(userId, page, size),

    async grant(by: StaffMe, input: { userId: number; reason: string }): Promise<ConsoleExpert> {
      const granted = await db.transaction(async (tx) => {
        const account = await users.account(input.userId, tx);
        const profile = (await users.profiles([input.userId], tx)).get(input.userId);
        const user = {
          id: account.uid,
          name: account.nickname || account.username,
          headUrl: profile?.headUrl ?? '',
        };
        const changed = await experts.grant(tx, user, input.reason);
        await audit.append(tx, by, {
          action: 'expert.grant',
          targetType: 'user',
          targetId: input.userId,
          before: changed.before,
          after: changed.after,
          reason: input.reason.trim(),
        });
        return changed.value;
      });
      await experts.announced('experts');
      return granted;
    },

    async revoke(by: StaffMe, input: { userId: number; reason: string }): Promise<ConsoleExpert> {
      const revoked = await db.transaction(async (tx) => {
        const changed = await experts.revoke(tx, input.userId, input.reason);
        await audit.append(tx, by, {
          action: 'expert.revoke',
          targetType: 'user',
          targetId: input.userId,
          before: changed.before,
          after: changed.after,
          reason: input.reason.trim(),
        });
        return changed.value;
      });
      await experts.announced('experts');
      return revoked;
    },

    async hide(by: StaffMe, input: { tipId: number; reason: string }, hide: boolean): Promise<ConsoleTip> {
      const tip = await db.transaction(async (tx) => {
        const changed = hide
          ? await experts.hide(tx, input.tipId, input.reason)
          : await experts.unhide(tx, input.tipId, input.reason);
        await audit.append(tx, by, {
          action: hide ? 'tip.hide' : 'tip.unhide',
          targetType: 'tip',
          targetId: input.tipId,
          before: changed.before,
          after: changed.after,
          reason: input.reason.trim(),
        });
        return changed.value;
      });
      await experts.announced('tips');
      return tip;
    },
  };
}
