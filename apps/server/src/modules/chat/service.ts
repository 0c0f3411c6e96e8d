import {
  CHAT_INTERVAL_MS,
  CHAT_PAGE_SIZE,
  chatContentProblem,
  postWaitSeconds,
  type ChatHistory,
  type ChatMessage,
  type ChatSendResult,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, TooManyError } from '../../lib/domain-errors';
import { isReportCategory, OWN_CONTENT_REPORT_MSG, REPORT_CATEGORIES } from '../../lib/report-categories';
import { maskWords } from '../../lib/word-filter';
import type { LiveSettings } from '../settings/service';
import { createPostingGate, type Sender } from './posting-gate';
import {
  findRoomLines,
  findShownLine,
  insertLineSpaced,
  insertModerator,
  isModerator,
  markDeleted,
  pruneLines,
  upsertMute,
  type ChatRow,
} from './repository';
import { createChatModeration } from './moderation';
import { findRoomModerators, setRoomRoleRow, type RoomRole } from './moderator-repository';
import { addLineReport } from './report-repository';
import type { RoomFeed } from './room-feed';

export interface ChatServiceOptions {
  db: Db;
  clock?: Clock;
  /** Where lines and take-downs go out to the room (room-feed.ts). */
  feed: RoomFeed;
  /** The sender's name, level and ban (routes.ts asks the user and news modules). */
  sender: (userId: number) => Promise<Sender>;
  /** The word filter (masked in what is stored, the list comments use) and the reports that hide a line, read live. */
  settings: LiveSettings;
  /** How long lines are kept (config CHAT_RETENTION_HOURS). */
  retentionMs: number;
  /** Refuses a user under an account ban (the user module's, set from the console). */
  assertMayPost: (userId: number) => Promise<void>;
}

export type ChatService = ReturnType<typeof createChatService>;

export const ALREADY_REPORTED_CHAT_MSG = '您已举报过这条消息';

const view = (row: ChatRow): ChatMessage => ({
  id: row.id,
  hostId: row.hostId,
  userId: row.userId,
  nickName: row.nickName,
  level: row.level,
  content: row.content,
  createDate: row.createdAt.getTime(),
});

/** Live-room chat (issue 28): sending within the rules, a room's history, reports, and the room's moderators' tools. */
export function createChatService({ db, clock = systemClock, feed, sender, settings, retentionMs, assertMayPost }: ChatServiceOptions) {
  const postingGate = createPostingGate(db, clock, assertMayPost);

  async function mustModerate(hostId: number, userId: number): Promise<void> {
    if (!(await isModerator(db, hostId, userId))) throw new ForbiddenError('只有主播和房管可以管理聊天');
  }

  return {
    async send(userId: number, input: { hostId: number; content: string }): Promise<ChatSendResult> {
      const problem = chatContentProblem(input.content);
      if (problem) throw new InvalidError('content', problem);
      const who = await sender(userId);
      await postingGate(who, userId, input.hostId);
      const words = await settings.words();
      const now = clock();
      const line = {
        hostId: input.hostId,
        userId,
        nickName: who.nickName,
        level: who.level,
        content: maskWords(input.content.trim(), words),
        createdAt: new Date(now),
      };
      const result = await insertLineSpaced(db, line, CHAT_INTERVAL_MS, () => feed.admit(input.hostId));
      if ('lastPostAt' in result) {
        // Against the clock now, not `now`: a racing line stamped after `now` was read would make the wait look
        // longer than the interval ("请3秒" for a 2-second rule); it committed before this refusal, so it is past.
        const wait = Math.max(1, postWaitSeconds(result.lastPostAt, clock(), CHAT_INTERVAL_MS));
        throw new TooManyError(`content: 发言太快了，请${wait}秒后再试`, wait);
      }
      if ('dropped' in result) return { message: { id: 0, ...line, createDate: now }, delivered: false };
      const message = view(result.row);
      feed.add(message);
      return { message, delivered: true };
    },

    async history(hostId: number, before: number | null, size = CHAT_PAGE_SIZE): Promise<ChatHistory> {
      const rows = await findRoomLines(db, hostId, before, size);
      return { list: rows.slice(0, size).reverse().map(view), hasMore: rows.length > size };
    },

    async report(userId: number, input: { messageId: number; cateId: number; content?: string }): Promise<{ reportId: number }> {
      if (!isReportCategory(input.cateId)) {
        throw new InvalidError('cateId', `must be one of ${REPORT_CATEGORIES.map((c) => c.id).join(', ')}`);
      }
      const line = await findShownLine(db, input.messageId);
      if (!line) throw new NotFoundError('chat message');
      if (line.userId === userId) throw new InvalidError('messageId', OWN_CONTENT_REPORT_MSG);
      const { reportsToHide } = await settings.thresholds();
      const done = await addLineReport(
        db,
        { messageId: input.messageId, userId, categoryId: input.cateId, content: input.content?.trim() ?? '' },
        reportsToHide,
        new Date(clock()),
      );
      if (!done) throw new ConflictError(ALREADY_REPORTED_CHAT_MSG);
      // Hidden for everyone at once: every reader's client drops it on the room's next push.
      if (done.hidden) feed.remove(done.hostId, input.messageId);
      return { reportId: done.reportId };
    },

    async remove(userId: number, messageId: number): Promise<{ messageId: number }> {
      const line = await findShownLine(db, messageId);
      if (!line) throw new NotFoundError('chat message');
      await mustModerate(line.hostId, userId);
      if (await markDeleted(db, messageId, userId, new Date(clock()))) feed.remove(line.hostId, messageId);
      return { messageId };
    },

    async mute(userId: number, input: { hostId: number; userId: number; minutes: number }): Promise<{ until: number }> {
      await mustModerate(input.hostId, userId);
      if (input.userId === userId) throw new InvalidError('userId', '不能禁言自己');
      const until = clock() + input.minutes * 60_000;
      await upsertMute(db, { hostId: input.hostId, userId: input.userId, until: new Date(until), mutedBy: userId });
      return { until };
    },

    /**
     * Gives a user a role in a room (host id 0: staff of every room): the operator's call, e.g. linking a host's own
     * account to its room ('host'). Hosts and staff appoint moderators through moderators.ts.
     */
    appoint: (hostId: number, userId: number, role: RoomRole = 'moderator'): Promise<void> =>
      insertModerator(db, hostId, userId, role),

    /** The operator's change of a user's role in a room (null: none), in the console's transaction; answers the role before. */
    setRoomRole: (hostId: number, userId: number, role: RoomRole | null, tx: Db = db) =>
      setRoomRoleRow(tx, hostId, userId, role),

    /** A room's host account and moderators (user ids and roles), host first: the console's room screen. */
    roomRoles: (hostId: number) => findRoomModerators(db, hostId),

    /** The console's queue and decisions (moderation.ts). */
    ...createChatModeration({ db, clock, feed }),

    /** Deletes lines older than the retention window (reported ones wait for moderation); answers how many. */
    prune: (): Promise<number> => pruneLines(db, new Date(clock() - retentionMs)),
  };
}
