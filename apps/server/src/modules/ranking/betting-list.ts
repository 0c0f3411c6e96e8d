import { BETTING_LIST_PAGE_SIZE, type UserBettingList } from '@sport/contract';
import type { Db } from '../../db/client';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import { createSameAnswer } from '../../lib/same-answer';
import type { Profile } from './boards';
import type { RankingReads, SharedPage } from './reads';
import { findUserBets } from './repository';
import { titleOf } from './titles';
import { userBettingOf, wholeYuan } from './views';

/** A cursor of the betting list: `<next page>.<placedAt>.<id>` of the last bet shown. */
const CURSOR = /^(\d{1,9})\.(\d{1,15})\.(\d{1,10})$/;

/** A user's betting list (data/betting/list): their bets page by page, their record, title and reports. */
export function createBettingList({ db, reads }: { db: Db; reads: RankingReads }) {
  // A caller's answer is laid over the shared page: one object per (page, votes), new when either is dropped,
  // so the route's bytes are made once.
  const pageAnswers = createSameAnswer<UserBettingList>();

  /** One page of a user's bets as every caller sees it (their own votes are laid over it per call). */
  async function loadPage(
    userId: number,
    profile: Profile,
    page: number,
    size: number,
    after: { placedAt: number; id: number } | null,
  ): Promise<SharedPage> {
    const [rows, total, record, shared] = await Promise.all([
      findUserBets(db, userId, size + 1, after, (page - 1) * size),
      reads.countOf(userId),
      reads.recordOf(userId),
      page === 1 ? reads.userReportsOf(userId) : [],
    ]);
    const list = rows.slice(0, size);
    const last = list.at(-1);
    return {
      list: list.map(userBettingOf),
      cursor: rows.length > size && last ? `${page + 1}.${last.placedAt.getTime()}.${last.id}` : null,
      pageNum: page,
      pageSize: size,
      total,
      userTitle: titleOf(record),
      user: { userId, nickName: profile.nickname, headUrl: profile.headUrl },
      record: { betCount: record.betCount, hitCount: record.hitCount, profit: wholeYuan(record.profit) },
      reports: shared,
    };
  }

  return async function bettingList(
    input: { userId: number; page?: number; size?: number; cursor?: string },
    callerId: number | null,
  ): Promise<UserBettingList> {
    const [profile, target] = await Promise.all([reads.profileOf(input.userId), reads.switchOf(input.userId)]);
    // A hidden user's bets, record and reports are theirs alone: to anyone else they are not there, as
    // for a user that does not exist (404, the catalogue's "no such record"), so hiding tells nothing.
    if (!profile || (target.hidden && callerId !== input.userId)) throw new NotFoundError('user');
    const size = input.size ?? BETTING_LIST_PAGE_SIZE;
    let page = input.page ?? 1;
    let after: { placedAt: number; id: number } | null = null;
    if (input.cursor !== undefined && input.cursor !== '') {
      const match = CURSOR.exec(input.cursor);
      if (!match) throw new InvalidError('body.cursor', 'is not a cursor of this list');
      page = Number(match[1]);
      after = { placedAt: Number(match[2]), id: Number(match[3]) };
    }
    const key = `${input.userId}:${page}:${size}:${after ? `${after.placedAt}.${after.id}` : ''}`;
    const [answer, myVotes] = await Promise.all([
      reads.page(key, page === 1, () => loadPage(input.userId, profile, page, size, after)),
      page === 1 && callerId !== null ? reads.votesOf(callerId) : null,
    ]);
    return pageAnswers([answer, myVotes], '', () => ({
      ...answer,
      reports: answer.reports.map((r) => ({ ...r, myVote: myVotes?.get(r.id) ?? 0 })),
    }));
  };
}
