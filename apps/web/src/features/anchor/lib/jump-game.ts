import { DEFAULT_JUMP_GAME_ID } from '@sport/contract';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/**
 * SPEC §9: the jump game id, read from the key the common config stored (stSportJumpGame), with the default.
 * Its own file: the first screen's anchor list call reads it, without the schedule rules that use it too.
 */
export function jumpGameId(): number {
  const stored = Number(storage.get(STORAGE_KEYS.jumpGameId));
  return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_JUMP_GAME_ID;
}
