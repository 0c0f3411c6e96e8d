import { RANKING_MORE_SIZE, type RankingUser } from '@sport/contract';
import type { Db } from '../../db/client';
import { findBoardRows } from './board-repository';
import { titleOf } from './titles';

export interface Profile {
  nickname: string;
  headUrl: string;
}

/** What the ranking needs of the user module (its service): nicknames and avatars. */
export interface ProfileSource {
  profiles(ids: readonly number[]): Promise<Map<number, Profile>>;
}

export interface BoardRow {
  userId: number;
  rank: number;
  value: number;
  betCount: number;
  hitCount: number;
  hidden: boolean;
  totalBets: number;
  totalHits: number;
  totalProfit: number;
}

export interface Board {
  /** Visible rows with ranks renumbered past hidden users, in board order, with profiles for the first ones. */
  shown: RankingUser[];
  visibleCount: number;
  byUser: Map<number, { row: BoardRow; rank: number }>;
}

export const rankingUserOf = (row: BoardRow, rank: number, profile: Profile | undefined): RankingUser => ({
  rank,
  userId: row.userId,
  nickName: profile?.nickname ?? '',
  headUrl: profile?.headUrl ?? '',
  value: Math.round(row.value * 100) / 100,
  winRate: row.betCount > 0 ? Math.round((row.hitCount / row.betCount) * 10_000) / 10_000 : 0,
  title: titleOf({ betCount: row.totalBets, hitCount: row.totalHits, profit: row.totalProfit }),
  betCount: row.betCount,
  hitCount: row.hitCount,
});

/** One stored board of one period as the lists show it: hidden users left out, the ranks behind them moved up. */
export async function loadBoard(db: Db, users: ProfileSource, period: number, board: number): Promise<Board> {
  const rows = (await findBoardRows(db, period, board)) as BoardRow[];
  const byUser = new Map<number, { row: BoardRow; rank: number }>();
  const visible: { row: BoardRow; rank: number }[] = [];
  // A hidden user is absent: ranks behind them move up by the hidden users ranked strictly ahead.
  let hiddenAhead = 0;
  let pendingHidden: number[] = [];
  for (const row of rows) {
    hiddenAhead += pendingHidden.filter((rank) => rank < row.rank).length;
    pendingHidden = pendingHidden.filter((rank) => rank >= row.rank);
    if (row.hidden) {
      pendingHidden.push(row.rank);
      continue;
    }
    const entry = { row, rank: row.rank - hiddenAhead };
    byUser.set(row.userId, entry);
    visible.push(entry);
  }
  const head = visible.slice(0, RANKING_MORE_SIZE);
  const found = await users.profiles(head.map((e) => e.row.userId));
  return {
    shown: head.map((e) => rankingUserOf(e.row, e.rank, found.get(e.row.userId))),
    visibleCount: visible.length,
    byUser,
  };
}
