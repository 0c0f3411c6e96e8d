import type { DisclosureRoute, DomainEntry, DomainList, FriendDomain, GameIcon, ImageEntry } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import type { Bus } from '../../realtime/bus';
import type { SettingsService } from '../settings/service';
import { createBanners } from './banners';
import { domainList } from './domains';
import { systemClock, type Clock } from '../../lib/clock';
import type { ForumService } from '../forum/service';
import { findActiveActivity, findFile, findFriendDomains, findGameIcons, markCheckout } from './repository';
import { storeServedFile } from './served-file';

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
  /** The forum tab's badge (whether the forum has threads the user has not seen). */
  forum: Pick<ForumService, 'hasNewThreadsSince'>;
  /** Carries banner changes between nodes; each node drops its cached entries. */
  bus: Bus;
  cache: AnswerCache;
  /** The common config values as operators set them (SPEC §9: the jump game is st, 34, by default). */
  settings: Pick<SettingsService, 'commonConfig'>;
  clock?: Clock;
}

export type SystemService = ReturnType<typeof createSystemService>;

/** The global calls of SPEC §7: domain list, common config, images and files, game icons, friend domains. */
export function createSystemService({ db, domainOverrides, forum, bus, cache, settings, clock = systemClock }: SystemServiceOptions) {
  const banners = createBanners({ db, bus, cache, clock });
  // Asked at every start-up: no database, and the same object per origin, so its bytes are made once
  // (bounded against made-up Host headers).
  const domainLists = new Map<string, DomainList>();

  /** SPEC §3: where the forum tab goes; isNewArticleExist says someone else posted a thread since the user's last visit. */
  async function disclosureRoute(userId: number): Promise<DisclosureRoute> {
    const activity = await findActiveActivity(db, userId);
    if (!activity) return NO_DISCLOSURE;
    const lastCheckoutDate = activity.lastCheckoutAt?.getTime() ?? null;
    return {
      isActivityExist: true,
      actId: activity.actId,
      actName: activity.actName,
      url: activity.url,
      isNewArticleExist: await forum.hasNewThreadsSince(userId, lastCheckoutDate),
      lastCheckoutDate,
      showFrame: activity.showFrame,
    };
  }

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
    commonConfig: async (): Promise<string> => JSON.stringify(await settings.commonConfig()),

    /** Entries within their validity window, not retired, in category, order and id order. */
    async imagesByCategory(categoryIdList: string): Promise<ImageEntry[]> {
      const ids = [...new Set(categoryIdList.split(',').map(Number))].filter((id) => Number.isSafeInteger(id)).slice(0, 50);
      return banners.shown(ids);
    },

    /** The console's banner work (its routes audit each change in the same transaction). */
    banners,

    gameIcons: (showClient: number): Promise<GameIcon[]> => findGameIcons(db, showClient),

    friendDomains: (): Promise<FriendDomain[]> => findFriendDomains(db),

    file: (id: string) => findFile(db, id),

    /**
     * Stores an image (already checked, lib/image) among the served files, in the caller's transaction (the console's,
     * with the change that names it); answers its id. Ids are content hashes, so a file never changes under its id.
     */
    storeFile: storeServedFile,

    disclosureRoute,

    /** The user opened the forum now: threads before this are seen. Answers the disclosure route after it. */
    async forumVisit(userId: number): Promise<DisclosureRoute> {
      const activity = await findActiveActivity(db, userId);
      if (activity) await markCheckout(db, activity.actId, userId, new Date(clock()));
      return disclosureRoute(userId);
    },
  };
}
