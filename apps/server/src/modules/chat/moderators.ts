import { CHAT_MODERATORS_MAX, type ChatModerator } from '@sport/contract';
import type { Db } from '../../db/client';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { deleteRoomModerator, findRoomModerators, findRoomRole, insertRoomModerator } from './moderator-repository';

export interface RoomModeratorsOptions {
  db: Db;
  /** Nicknames of the users that exist, by id (the user module's profiles). */
  names: (userIds: readonly number[]) => Promise<Map<number, string>>;
}

export const ONLY_HOST_APPOINTS_MSG = '只有主播可以任命或撤销房管';

/**
 * A room's moderators (房管): its host (set by the operator) or staff of every room appoint fans and take their seat
 * away; a moderator deletes lines and mutes users (service.ts) but appoints no one. A host's own row is the
 * operator's to change, never the room's.
 */
export function createRoomModerators({ db, names }: RoomModeratorsOptions) {
  async function list(hostId: number): Promise<{ list: ChatModerator[] }> {
    const rows = await findRoomModerators(db, hostId);
    const nickNames = await names(rows.map((r) => r.userId));
    return { list: rows.map((r) => ({ ...r, nickName: nickNames.get(r.userId) ?? '' })) };
  }

  async function mustAppoint(hostId: number, by: number): Promise<void> {
    const role = await findRoomRole(db, hostId, by);
    if (role !== 'host' && role !== 'staff') throw new ForbiddenError(ONLY_HOST_APPOINTS_MSG);
  }

  return {
    moderators: list,

    async appointModerator(by: number, input: { hostId: number; userId: number }): Promise<{ list: ChatModerator[] }> {
      await mustAppoint(input.hostId, by);
      if (input.userId === by) throw new InvalidError('userId', '不能任命自己为房管');
      if (!(await names([input.userId])).has(input.userId)) throw new NotFoundError('user');
      const done = await insertRoomModerator(db, { ...input, appointedBy: by }, CHAT_MODERATORS_MAX);
      if (done === 'full') throw new ConflictError(`每个直播间最多${CHAT_MODERATORS_MAX}名房管，请先撤销一位`);
      // Appointing someone who already moderates the room changes nothing and is no error: the list says so.
      return list(input.hostId);
    },

    async removeModerator(by: number, input: { hostId: number; userId: number }): Promise<{ list: ChatModerator[] }> {
      await mustAppoint(input.hostId, by);
      if (!(await deleteRoomModerator(db, input.hostId, input.userId))) throw new NotFoundError('moderator');
      return list(input.hostId);
    },
  };
}
