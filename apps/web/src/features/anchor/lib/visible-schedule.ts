import { scheduleEntryVisible, VISITOR, type HostScheduleEntry } from '@sport/contract';
import { jumpGameId } from './jump-game';

/**
 * SPEC §5 schedule entries: not ended, and of the jump game or source 100. The group part of the rule was
 * applied by the server with the user's special room ids before the host reached us, so it passes here.
 */
export const visibleSchedule = (entries: readonly HostScheduleEntry[]): HostScheduleEntry[] =>
  entries.filter((entry) =>
    scheduleEntryVisible(entry, { liveRoomId: entry.liveRoomId, liveUserGroupId: null }, { jumpGameId: jumpGameId(), viewer: VISITOR }),
  );
