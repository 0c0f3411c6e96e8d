import type {
  Comment,
  CommentRule,
  ExpertDetail,
  ExpertListEntry,
  MessageMatch,
  PageOf,
  SubComment,
  TipMessage,
  TipMessageDetail,
} from '@sport/contract';
import { buildCommentRule } from '@sport/contract';

export const page = <T>(list: T[], pageNum = 1, isLastPage = true, total = list.length): PageOf<T> => ({
  list,
  pageNum,
  pageSize: 10,
  total,
  isLastPage,
});

export function makeExpertEntry(id: number, overrides: Partial<ExpertListEntry> = {}): ExpertListEntry {
  return {
    id,
    name: `专家${id}`,
    headUrl: '',
    tag: '英超',
    profile: '',
    hotStatus: 0,
    messageInfoCount: 3,
    hitPercents: 60,
    tenWin: 6,
    isAttention: 0,
    settledSession: 20,
    tenSample: 10,
    yieldRate: 12.5,
    ...overrides,
  };
}

export function makeExpert(id: number, overrides: Partial<ExpertDetail> = {}): ExpertDetail {
  return {
    id,
    name: `专家${id}`,
    headUrl: '',
    tag: '英超',
    profile: '专注英超十年',
    introduction: '前职业球员',
    sportsSession: 30,
    hitPercents: 70,
    hitSession: 14,
    tenHistory: [1, 1, 0, 1, 1, 1, 0, 1, 1, 0],
    ordered: 120,
    subscribed: 0,
    tenWin: 7,
    weekRateReturn: 18.4,
    longestWin: 6,
    winContinuous: 2,
    attention: 100,
    isAttention: 0,
    settledSession: 20,
    tenSample: 10,
    weekSample: 5,
    streakSample: 20,
    yieldRate: 12.5,
    yieldSample: 22,
    unitsStaked: 20,
    profitUnits: 2.5,
    chainLength: 30,
    isActive: 1,
    ...overrides,
  };
}

export function makeMatch(matchId: number, overrides: Partial<MessageMatch> = {}): MessageMatch {
  return {
    matchId,
    sportId: 1,
    leagueName: '英超',
    homeName: '阿森纳',
    awayName: '切尔西',
    homeLogo: '',
    awayLogo: '',
    matchDate: Date.UTC(2026, 10, 30, 12, 0),
    statusId: 1,
    homeScore: null,
    awayScore: null,
    ...overrides,
  };
}

export function makeTip(id: number, overrides: Partial<TipMessage> = {}): TipMessage {
  return {
    id,
    professorId: 5,
    professorName: '专家5',
    professorHeadUrl: '',
    sportsTitle: `推荐${id}`,
    tag: '',
    sportsType: 1,
    publishTime: Date.UTC(2026, 10, 29, 8, 0),
    isHot: 0,
    readCount: 10,
    commentCount: 2,
    goldPrice: 58,
    result: null,
    yieldRate: null,
    isBuy: 0,
    messageMatchList: [makeMatch(900)],
    ...overrides,
  };
}

/** A paid tip as a non-buyer sees it: no sportsInfo, no sportsPlay. */
export function makeTipDetail(id: number, overrides: Partial<TipMessageDetail> = {}): TipMessageDetail {
  return {
    ...makeTip(id),
    bettingType: 1,
    isAttention: 0,
    payTime: null,
    isTripartite: 0,
    openBackGold: 1,
    returnGoldPercentage: 50,
    ...overrides,
  };
}

export function makeComment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    messageId: 1,
    parentId: 0,
    userId: 30 + id,
    username: `fan${id}`,
    nickName: `球迷${id}`,
    headUrl: '',
    content: `评论内容${id}`,
    createDate: Date.UTC(2026, 10, 29, 9, 0),
    likedCount: 3,
    isLiked: 0,
    subComments: [],
    ...overrides,
  };
}

export function makeReply(id: number, parentId: number, overrides: Partial<SubComment> = {}): SubComment {
  const { subComments: _none, ...reply } = makeComment(id, { parentId });
  return { ...reply, ...overrides };
}

export const openRule = (): CommentRule =>
  buildCommentRule({ isAvailable: true, isBan: false, rechargeCurrent: 100, rechargeRequired: 0, vipCurrent: 1, vipRequired: 0 });
