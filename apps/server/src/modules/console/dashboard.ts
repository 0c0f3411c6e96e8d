import { chinaDayStart } from '@sport/contract';
import type { ConsoleDashboard } from '@sport/contract/console';
import type { Clock } from '../../lib/clock';
import type { AnchorService } from '../anchor/service';
import type { ForumService } from '../forum/service';
import type { RankingService } from '../ranking/service';
import type { CommentModeration } from './moderation';

export interface DashboardDeps {
  clock: Clock;
  anchor: Pick<AnchorService, 'liveState'>;
  /** The news module's tip orders (app.tipOrders): today's purchases and refunds. */
  orders: { moneyBetween(from: number, to: number): Promise<Pick<ConsoleDashboard, 'purchases' | 'refunds'>> };
  comments: Pick<CommentModeration, 'moderationQueue'>;
  forum: Pick<ForumService, 'threadQueue' | 'replyQueue'>;
  keys: Pick<RankingService['keys'], 'lastBets'>;
}

/**
 * The 概览 page (issue 27 §2): each figure read through its module's service, all at once. Today is the China
 * day (00:00 +08:00 to now), as fans and staff count days.
 */
export function createDashboard({ clock, anchor, orders, comments, forum, keys }: DashboardDeps) {
  return {
    async read(): Promise<ConsoleDashboard> {
      const now = clock();
      const dayStart = chinaDayStart(now);
      const [live, money, queues, ingest] = await Promise.all([
        anchor.liveState(),
        orders.moneyBetween(dayStart, now + 1),
        Promise.all([comments.moderationQueue(), forum.threadQueue(), forum.replyQueue()]),
        keys.lastBets(),
      ]);
      return {
        liveRooms: live.badge.liveHostIds.length,
        purchases: money.purchases,
        refunds: money.refunds,
        reportsWaiting: queues.reduce((sum, queue) => sum + queue.length, 0),
        ingest,
        dayStart,
      };
    },
  };
}
