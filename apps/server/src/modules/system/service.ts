import type { CommonConfigValue, DisclosureRoute, DomainEntry, DomainList, FriendDomain, GameIcon, ImageEntry } from '@sport/contract';
import type { Db } from '../../db/client';
import { domainList } from './domains';
import { findActiveMembership, findFile, findFriendDomains, findGameIcons, findImageEntries } from './repository';

/** SPEC §9: the jump game is st (34) unless a stored key says otherwise; the client keeps fallbacks. */
const COMMON_CONFIG: CommonConfigValue = { stSportJumpGame: 34, stSportPath: '/sports/st' };
const COMMON_CONFIG_JSON = JSON.stringify(COMMON_CONFIG);

/** Origins whose domain list is kept: a handful in practice (the public name, a LAN address). */
const MAX_ORIGINS = 64;

const NO_DISCLOSURE: DisclosureRoute = {
  isActivityExist: false,
  actId: null,
  actName: '',
  url: '',
  isNewArticleExist: false,
  lastCheckoutDate: null,
  showFrame: false,
};

export interface SystemServiceOptions {
  db: Db;
  /** DOMAINS_JSON, parsed at start. */
  domainOverrides: DomainEntry[];
}

export type SystemService = ReturnType<typeof createSystemService>;

/** The global calls of SPEC §7: domain list, common config, images and files, game icons, friend domains. */
export function createSystemService({ db, domainOverrides }: SystemServiceOptions) {
  // Asked at every start-up: no database, and the same object per origin, so its bytes are made once
  // (bounded against made-up Host headers).
  const domainLists = new Map<string, DomainList>();

  return {
    domainList(protocol: string, host: string): DomainList {
      const key = `${protocol}://${host}`;
      let list = domainLists.get(key);
      if (list === undefined) {
        if (domainLists.size >= MAX_ORIGINS) domainLists.clear();
        list = domainList({ protocol, host }, domainOverrides);
        domainLists.set(key, list);
      }
      return list;
    },

    /** SPEC §7: the response is a JSON string, not an object. */
    commonConfig: (): string => COMMON_CONFIG_JSON,

    async imagesByCategory(categoryIdList: string): Promise<ImageEntry[]> {
      const ids = [...new Set(categoryIdList.split(',').map(Number))].filter((id) => Number.isSafeInteger(id)).slice(0, 50);
      return findImageEntries(db, ids);
    },

    gameIcons: (showClient: number): Promise<GameIcon[]> => findGameIcons(db, showClient),

    friendDomains: (): Promise<FriendDomain[]> => findFriendDomains(db),

    file: (id: string) => findFile(db, id),

    async disclosureRoute(userId: number): Promise<DisclosureRoute> {
      const member = await findActiveMembership(db, userId);
      if (!member) return NO_DISCLOSURE;
      return {
        isActivityExist: true,
        actId: member.actId,
        actName: member.actName,
        url: member.url,
        isNewArticleExist: member.hasNewArticle,
        lastCheckoutDate: member.lastCheckoutAt?.getTime() ?? null,
        showFrame: member.showFrame,
      };
    },
  };
}
