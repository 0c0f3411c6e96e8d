import type { ExpertDetail, ExpertListEntry, MessageMatch, TipMessage, TipMessageDetail } from '@sport/contract';
import { kickoffTimeTbd, teamLogo } from '../../lib/match-view';
import type { MatchCard } from '../football/service';
import type { ExpertRecord } from './record';
import type { ExpertCounts, ExpertProfileRow } from './expert-repository';
import type { TipRow } from './tip-repository';

/**
 * An expert as the lists and pages show them: the profile, the tip counts and the record (what published or
 * settled tips change; the follower and sale counts are read apart, per expert).
 */
export interface ExpertModel {
  profile: ExpertProfileRow;
  published: number;
  onSale: number;
  record: ExpertRecord;
}

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function messageMatch(card: MatchCard): MessageMatch {
  return {
    matchId: card.id,
    sportId: card.sportId,
    leagueName: card.league,
    homeName: card.homeName ?? '',
    awayName: card.awayName ?? '',
    homeLogo: teamLogo(card.homeTeamId, card.id),
    awayLogo: teamLogo(card.awayTeamId, card.id),
    matchDate: card.kickoffAt,
    ...kickoffTimeTbd(card.kickoffTimeSet),
    statusId: card.statusId,
    homeScore: card.homeScore,
    awayScore: card.awayScore,
    ...(card.scoreSimulated ? { scoreSimulated: true } : {}),
  };
}

/** The tip's own return in percent once settled: profit ÷ stake. */
const tipYield = (tip: TipRow): number | null =>
  tip.result === null || tip.profit === null ? null : Math.round((tip.profit / tip.stake) * 1000) / 10;

/**
 * A tip as lists show it: never its paid content (analysis, pick), whoever asks. isBuy is 0 here; the
 * caller's purchases are laid over per request.
 */
export function tipMessage(tip: TipRow, expert: ExpertProfileRow, matches: readonly MessageMatch[]): TipMessage {
  return {
    id: tip.id,
    professorId: tip.expertId,
    professorName: expert.name,
    professorHeadUrl: expert.headUrl,
    sportsTitle: tip.title,
    tag: expert.tag,
    sportsType: tip.sportsType,
    publishTime: tip.publishedAt.getTime(),
    isHot: flag(tip.isHot),
    readCount: tip.readCount,
    commentCount: tip.commentCount,
    goldPrice: tip.price,
    result: tip.result,
    yieldRate: tipYield(tip),
    isBuy: 0,
    messageMatchList: [...matches],
  };
}

/** The detail: the list view plus, only when `open`, the paid content. */
export function tipDetail(
  tip: TipRow,
  expert: ExpertProfileRow,
  matches: readonly MessageMatch[],
  caller: { open: boolean; payTime: number | null; following: boolean; readCount: number },
): TipMessageDetail {
  return {
    ...tipMessage(tip, expert, matches),
    readCount: caller.readCount,
    isBuy: flag(caller.payTime !== null),
    payTime: caller.payTime,
    bettingType: tip.bettingType,
    ...(caller.open ? { sportsInfo: tip.sportsInfo, sportsPlay: tip.sportsPlay } : {}),
    isAttention: flag(caller.following),
    isTripartite: flag(tip.isTripartite),
    openBackGold: flag(tip.openBackGold),
    returnGoldPercentage: tip.returnGoldPercentage,
  };
}

/** Who an expert is, as every expert answer shows them. */
const expertCard = ({ profile }: ExpertModel) => ({
  id: profile.id,
  name: profile.name,
  headUrl: profile.headUrl,
  tag: profile.tag,
  profile: profile.profile,
});

export function expertEntry(model: ExpertModel): ExpertListEntry {
  const { profile, record } = model;
  return {
    ...expertCard(model),
    hotStatus: flag(profile.hotStatus),
    messageInfoCount: model.onSale,
    hitPercents: record.hitPercents,
    tenWin: record.tenWin,
    isAttention: 0,
    settledSession: record.settledSession,
    tenSample: record.tenSample,
    yieldRate: record.yieldRate,
  };
}

/** An expert's page: the model, their follower and sale counts, and whether the caller follows them. */
export function expertDetail(model: ExpertModel, counts: ExpertCounts, following: boolean): ExpertDetail {
  const { profile, record } = model;
  return {
    ...expertCard(model),
    introduction: profile.introduction,
    sportsSession: model.published,
    hitPercents: record.hitPercents,
    hitSession: record.hitSession,
    tenHistory: record.tenHistory,
    ordered: counts.ordered,
    subscribed: counts.buyers,
    tenWin: record.tenWin,
    weekRateReturn: record.weekRateReturn,
    longestWin: record.longestWin,
    winContinuous: record.winContinuous,
    attention: counts.followers,
    isAttention: flag(following),
    settledSession: record.settledSession,
    tenSample: record.tenSample,
    weekSample: record.weekSample,
    streakSample: record.streakSample,
    yieldRate: record.yieldRate,
    yieldSample: record.yieldSample,
    unitsStaked: record.unitsStaked,
    profitUnits: record.profitUnits,
    chainLength: model.published,
    isActive: flag(profile.revokedAt === null),
  };
}
