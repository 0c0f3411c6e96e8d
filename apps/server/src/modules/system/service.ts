import type { CommonConfigValue, FriendDomain, GameIcon, ImageEntry } from '@sport/contract';
import type { Db } from '../../db/client';
import { findFile, findFriendDomains, findGameIcons, findImageEntries } from './repository';

/** SPEC §9: the jump game is st (34) unless a stored key says otherwise; the client keeps fallbacks. */
const COMMON_CONFIG: CommonConfigValue = { stSportJumpGame: 34, stSportPath: '/sports/st' };
const COMMON_CONFIG_JSON = JSON.stringify(COMMON_CONFIG);

/** SPEC §7: the response is a JSON string, not an object. */
export const commonConfig = (): string => COMMON_CONFIG_JSON;

export async function imagesByCategory(db: Db, categoryIdList: string): Promise<ImageEntry[]> {
  const ids = [...new Set(categoryIdList.split(',').map(Number))].filter((id) => Number.isSafeInteger(id)).slice(0, 50);
  return findImageEntries(db, ids);
}

export const gameIconsFor = (db: Db, showClient: number): Promise<GameIcon[]> => findGameIcons(db, showClient);

export const friendDomainList = (db: Db): Promise<FriendDomain[]> => findFriendDomains(db);

export const fileById = (db: Db, id: string) => findFile(db, id);

/** True when the client's If-None-Match names this ETag (weak or strong) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
