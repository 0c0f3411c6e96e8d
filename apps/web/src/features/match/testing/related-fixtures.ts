import type { HeadToHeadMatch, Host, LiveMatch, StandingsRow, TipMessage } from '@sport/contract';

/** A host as the anchor list names one; `liveStatus` 1 streams now. */
export function host(hostId: number, nickName: string, liveStatus = 1): Host {
  return {
    id: hostId,
    hostId,
    nickName,
    headUrl: '',
    birthday: null,
    tags: [],
    introduction: '',
    liveStatus,
    liveSchedule: [],
    pictureId: '',
    watcherCount: 0,
    liveRoomId: 880000 + hostId,
    liveHostType: 1,
    liveUserGroupId: null,
    liveGroupUserType: null,
    isTop: 0,
    attention: 0,
    isAttention: 0,
  };
}

/**
 * One entry of the anchor page's 赛事直播 list. Each host carries its entry for this match, as the server sends it:
 * in progress when `streaming` names the host, else not started (a host may be live on another match meanwhile).
 */
export function liveMatch(
  matchId: number,
  hostList: Host[],
  streaming: readonly number[] = hostList.filter((h) => h.liveStatus === 1).map((h) => h.hostId),
): LiveMatch {
  return {
    matchId,
    matchTypeName: '足球',
    matchLeague: '英超',
    masterTeamName: '阿森纳',
    guestTeamName: '切尔西',
    startDate: Date.UTC(2026, 8, 21, 12),
    hostList: hostList.map((h) => ({
      ...h,
      liveSchedule: [
        {
          id: h.hostId * 100,
          hostId: h.hostId,
          matchId,
          matchSource: 34,
          matchTypeId: 1,
          matchLeague: '英超',
          masterTeamName: '阿森纳',
          guestTeamName: '切尔西',
          startDate: Date.UTC(2026, 8, 21, 12),
          liveRoomId: h.liveRoomId,
          liveStatus: streaming.includes(h.hostId) ? 1 : 0,
        },
      ],
    })),
    activityStatus: 0,
    status: 0,
    matchSource: 34,
    isLotteryProgress: 0,
    redEnvelopeTotalAmount: 0,
    matchTypeId: 1,
    statusId: 8,
    minute: null,
    clock: null,
    homeScore: 2,
    awayScore: 1,
  };
}

export function tip(id: number, sportsTitle: string, professorName: string): TipMessage {
  return {
    id,
    professorId: 5,
    professorName,
    professorHeadUrl: '',
    sportsTitle,
    tag: '',
    sportsType: 1,
    publishTime: Date.UTC(2026, 8, 20, 8),
    isHot: 0,
    readCount: 0,
    commentCount: 0,
    goldPrice: 0,
    result: null,
    yieldRate: null,
    isBuy: 0,
    messageMatchList: [],
  };
}

export function standing(rank: number, teamId: number, teamName: string, points: number): StandingsRow {
  return {
    rank,
    teamId,
    teamName,
    teamLogo: '',
    played: 5,
    won: 3,
    draw: 1,
    loss: 1,
    goalsFor: 8,
    goalsAgainst: 4,
    goalDiff: 4,
    points,
    note: '',
    zone: null,
    tiedWith: [],
  };
}

/** A meeting of 阿森纳 (11) and 切尔西 (12). */
export function meeting(
  matchId: number,
  matchDate: number,
  home: 11 | 12,
  homeScore: number,
  awayScore: number,
): HeadToHeadMatch {
  const names = { 11: '阿森纳', 12: '切尔西' } as const;
  const away = home === 11 ? 12 : 11;
  return {
    matchId,
    competitionName: '英超',
    seasonName: '2024/25',
    matchDate,
    homeId: home,
    awayId: away,
    homeName: names[home],
    awayName: names[away],
    homeScore,
    awayScore,
  };
}
