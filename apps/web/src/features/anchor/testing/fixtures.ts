import type { Host, HostMoment, LiveMatch, MatchInfo, PageOf } from '@sport/contract';

export function makeHost(id: number, overrides: Partial<Host> = {}): Host {
  return {
    id,
    hostId: id,
    nickName: `主播${id}`,
    headUrl: `/api/forehead/system/file/get/head${id}`,
    birthday: Date.UTC(2000, 5, 1),
    tags: ['英超'],
    introduction: '',
    liveStatus: 0,
    liveSchedule: [],
    pictureId: `pic${id}`,
    watcherCount: 1000 + id,
    liveRoomId: 880000 + id,
    liveHostType: 1,
    liveUserGroupId: null,
    liveGroupUserType: null,
    isTop: 0,
    attention: 100,
    isAttention: 0,
    ...overrides,
  };
}

/** An upcoming football match unless overridden (statusId 1, no score). */
export function makeLiveMatch(matchId: number, hostList: Host[], overrides: Partial<LiveMatch> = {}): LiveMatch {
  return {
    matchId,
    matchTypeName: '足球',
    matchLeague: '英超',
    masterTeamName: `主队${matchId}`,
    guestTeamName: `客队${matchId}`,
    startDate: Date.UTC(2030, 0, 1, 12),
    hostList,
    activityStatus: 0,
    status: 0,
    matchSource: 34,
    isLotteryProgress: 0,
    redEnvelopeTotalAmount: 0,
    matchTypeId: 1,
    statusId: 1,
    minute: null,
    clock: null,
    homeScore: null,
    awayScore: null,
    ...overrides,
  };
}

export function makeMatchInfo(matchId: number, overrides: Partial<MatchInfo> = {}): MatchInfo {
  return {
    matchId,
    matchTypeId: 1,
    matchLeague: '英超',
    masterTeamName: '利物浦',
    guestTeamName: '阿森纳',
    matchSource: 34,
    startDate: Date.UTC(2030, 0, 1, 12),
    liveRoomId: 880001,
    liveStatus: 1,
    videoSourceDetail: { m3u8: '/live/880001/index.m3u8', flv: '', rtmp: '' },
    statusId: 2,
    minute: 30,
    clock: null,
    homeScore: 1,
    awayScore: 0,
    ...overrides,
  };
}

export function makeMoment(id: number, overrides: Partial<HostMoment> = {}): HostMoment {
  return {
    id,
    hostId: 1,
    nickName: '主播1',
    headUrl: '',
    content: `动态${id}`,
    photos: `photo${id}`,
    createDate: Date.UTC(2030, 0, 1),
    likedCount: 10,
    likedByMe: 0,
    myLikes: 0,
    ...overrides,
  };
}

export function page<T>(list: T[], pageNum: number, isLastPage: boolean, total = list.length): PageOf<T> {
  return { list, pageNum, pageSize: 10, total, isLastPage };
}
