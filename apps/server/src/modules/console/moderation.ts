import { DAY_MS } from '@sport/contract';
import type { ModerationItem, ModerationKind, StaffMe, UserBanView } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ModerationDecisionKind, ModerationOutcome } from '../../lib/moderation';
import type { ChatService } from '../chat/service';
import type { ForumService } from '../forum/service';
import type { UserService } from '../user/service';
import type { AuditService } from './audit-service';

/** What the news module's comment service offers the console (app.newsComments). */
export interface CommentModeration {
  moderationQueue(): Promise<ModerationItem[]>;
  moderateComment(id: number, decision: ModerationDecisionKind, reason: string, tx?: Db): Promise<ModerationOutcome>;
}

export interface ModerationDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditService, 'append'>;
  comments: CommentModeration;
  forum: Pick<ForumService, 'threadQueue' | 'replyQueue' | 'moderateThread' | 'moderateReply'>;
  chat: Pick<ChatService, 'moderationQueue' | 'moderateLine'>;
  users: Pick<UserService, 'ban' | 'liftBans' | 'runningBan'>;
}

/**
 * The moderation queue and its decisions (issue 27 §2), each decision and its audit entry in one transaction: the
 * owning module changes its row and counts through its service, the console appends who, what, before, after and
 * why. A ban bars the author from threads, replies, comments and room chat until its end (the user module keeps it).
 */
export function createConsoleModeration({ db, clock, audit, comments, forum, chat, users }: ModerationDeps) {
  const decide = (kind: ModerationKind, id: number, decision: ModerationDecisionKind, reason: string, tx: Db) => {
    switch (kind) {
      case 'comment':
        return comments.moderateComment(id, decision, reason, tx);
      case 'thread':
        return forum.moderateThread(id, decision, reason, tx);
      case 'reply':
        return forum.moderateReply(id, decision, reason, tx);
      case 'chat':
        return chat.moderateLine(id, decision, reason, tx);
    }
  };

  return {
    async queue(kind?: ModerationKind): Promise<ModerationItem[]> {
      const parts = await Promise.all([
        !kind || kind === 'comment' ? comments.moderationQueue() : [],
        !kind || kind === 'thread' ? forum.threadQueue() : [],
        !kind || kind === 'reply' ? forum.replyQueue() : [],
        !kind || kind === 'chat' ? chat.moderationQueue() : [],
      ]);
      // Hidden first (they are out of every list until someone looks), then newest first.
      return parts
        .flat()
        .sort((a, b) => Number(b.state === 'hidden') - Number(a.state === 'hidden') || b.createdAt - a.createdAt);
    },

    async decide(
      by: StaffMe,
      input: { kind: ModerationKind; id: number; reason: string },
      decision: ModerationDecisionKind,
    ): Promise<ModerationItem> {
      const outcome = await db.transaction(async (tx) => {
        const decided = await decide(input.kind, input.id, decision, input.reason, tx);
        await audit.append(tx, by, {
          action: `moderation.${decision}`,
          targetType: input.kind,
          targetId: input.id,
          before: decided.before,
          after: decided.after,
          reason: input.reason,
        });
        return decided;
      });
      // committed: now the rooms may hear of it
      outcome.announce?.();
      return outcome.item;
    },

    ban(
      by: StaffMe,
      input: { userId: number; days: number; reason: string; kind?: ModerationKind; id?: number },
    ): Promise<UserBanView> {
      return db.transaction(async (tx) => {
        const running = await users.runningBan(input.userId, tx);
        const ban = await users.ban(
          { userId: input.userId, until: clock() + input.days * DAY_MS, reason: input.reason, staffId: by.id },
          tx,
        );
        await audit.append(tx, by, {
          action: 'user.ban',
          targetType: 'user',
          targetId: input.userId,
          before: { runningBanUntil: running?.until ?? null },
          after: {
            banId: ban.id,
            until: ban.until,
            days: input.days,
            for: input.kind && input.id ? `${input.kind}#${input.id}` : null,
          },
          reason: input.reason,
        });
        return ban;
      });
    },

    unban(by: StaffMe, input: { userId: number; reason: string }): Promise<{ lifted: number }> {
      return db.transaction(async (tx) => {
        const running = await users.runningBan(input.userId, tx);
        const lifted = await users.liftBans(input.userId, by.id, input.reason, tx);
        await audit.append(tx, by, {
          action: 'user.unban',
          targetType: 'user',
          targetId: input.userId,
          before: { runningBanUntil: running?.until ?? null },
          after: { runningBanUntil: null, lifted },
          reason: input.reason,
        });
        return { lifted };
      });
    },
  };
}
