import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ForbiddenError } from '../../lib/domain-errors';
import { findMuteUntil } from './repository';

/** Who is sending, as the gate and the line need them (chat/routes.ts reads them from the user and news modules). */
export interface Sender {
  nickName: string;
  /** VIP level, shown as the line's badge. */
  level: number;
  /** The text of a ban in force (the comment ban today), or null when the user is not banned. */
  banText: string | null;
}

/**
 * THE one place that decides whether a user may post in a room right now, before any content rule: an account ban
 * from the operator console (BannedError: why and until when, as comments, threads and replies refuse it), a ban the
 * user is under (the comment ban of the news module, SPEC §5, with its text) and a mute in this room by its host or
 * staff.
 */
export function createPostingGate(db: Db, clock: Clock, assertMayPost: (userId: number) => Promise<void>) {
  return async function postingGate(sender: Sender, userId: number, hostId: number): Promise<void> {
    await assertMayPost(userId);
    if (sender.banText !== null) throw new ForbiddenError(sender.banText);
    const now = clock();
    const mutedUntil = await findMuteUntil(db, hostId, userId, new Date(now));
    if (mutedUntil) {
      const minutes = Math.max(1, Math.ceil((mutedUntil.getTime() - now) / 60_000));
      throw new ForbiddenError(`您已被房管禁言，${minutes}分钟后可发言`);
    }
  };
}
