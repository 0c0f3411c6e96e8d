import { DEFAULT_JUMP_GAME_ID, systemRoutes, type CommonConfigValue } from '@sport/contract';
import { request } from '../../lib/http';
import { STORAGE_KEYS, storage } from '../../lib/storage';

// SPEC §9 gives no default jump game: the one the anchor list asks for without a stored one (contract).
export const DEFAULT_COMMON_CONFIG: CommonConfigValue = { stSportJumpGame: DEFAULT_JUMP_GAME_ID, stSportPath: '' };

function parse(raw: string | null): CommonConfigValue | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CommonConfigValue>;
    const game = Number(value.stSportJumpGame);
    if (!Number.isInteger(game)) return null;
    return { stSportJumpGame: game, stSportPath: typeof value.stSportPath === 'string' ? value.stSportPath : '' };
  } catch {
    return null;
  }
}

/** SPEC §7/§8: the common config JSON string, stored locally; a failed call falls back to the stored or default value. */
export async function loadCommonConfig(): Promise<CommonConfigValue> {
  try {
    const raw = await request(systemRoutes.commonConfig, {});
    const value = parse(raw);
    if (value) {
      storage.set(STORAGE_KEYS.commonConfig, JSON.stringify(value));
      storage.set(STORAGE_KEYS.jumpGameId, String(value.stSportJumpGame));
      return value;
    }
  } catch {
    // fall through to the fallback
  }
  return parse(storage.get(STORAGE_KEYS.commonConfig)) ?? DEFAULT_COMMON_CONFIG;
}
