import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import type { LiveSettings } from '../settings/service';
import type { UserService } from '../user/service';
import type { PhotoStore } from './photo-store';
import { createForumModeration } from './moderation';
import { createForumPhotos } from './photos';
import { createForumPosts } from './posts';
import { createForumReactions } from './reactions';
import { createForumReads } from './reads';

export interface ForumServiceOptions {
  db: Db;
  clock?: Clock;
  user: Pick<UserService, 'info' | 'assertMayPost'>;
  /** The word filter and thresholds, read on every post and report. */
  settings: LiveSettings;
  /** Where photo bytes live (config.photoDir in the app). */
  photoStore: PhotoStore;
}

export type ForumService = ReturnType<typeof createForumService>;

/**
 * The forum (issue 16 §3): boards, threads with photos, flat replies, likes and reports. Nothing is cached:
 * every answer is read from the tables, so no change needs announcing to other nodes.
 */
export function createForumService({ db, clock = systemClock, user, settings, photoStore }: ForumServiceOptions) {
  return {
    ...createForumReads({ db }),
    ...createForumPosts({ db, clock, user, settings }),
    ...createForumReactions({ db, clock, settings }),
    ...createForumPhotos({ db, clock, store: photoStore }),
    ...createForumModeration({ db, clock }),
  };
}
