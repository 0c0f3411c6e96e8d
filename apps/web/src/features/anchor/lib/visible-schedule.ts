import { DEFAULT_JUMP_GAME_ID, scheduleEntryVisible, VISITOR, type HostScheduleEntry } from '@sport/contract';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

export function jumpGameId(): number {
  const stored = Number(storage.get(STORAGE_KEYS.jumpGameId));
  return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_JUMP_GAME_ID;
}

/**
 * SPEC §5 schedule entries: not ended, and of the jump game or source 100. The group part of the rule was
 * applied by the server with the user's special room ids before the host reached us, so it passes here.
 */
export const visibleSchedule = (entries: readonly HostScheduleEntry[]): HostScheduleEntry[] =>
  entries.filter((entry) =>
    scheduleEntryVisible(entry, { liveRoomId: entry.liveRoomId, liveUserGroupId: null }, { jumpGameId: jumpGameId(), viewer: VISITOR }),
  );
