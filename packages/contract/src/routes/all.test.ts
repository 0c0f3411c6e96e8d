import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { listRoutes, routes } from './all';

const all = listRoutes();

describe('the route table', () => {
  it('holds every area', () => {
    expect(Object.keys(routes).sort()).toEqual(
      [
        'activity',
        'anchor',
        'euro',
        'fiveLeagues',
        'forum',
        'match',
        'nba',
        'news',
        'ranking',
        'system',
        'user',
        'worldCup',
      ].sort(),
    );
    expect(all.length).toBeGreaterThan(80);
  });

  it('has a unique method + path per route', () => {
    const seen = new Map<string, string>();
    for (const { area, name, def } of all) {
      const key = `${def.method} ${def.path}`;
      expect(seen.get(key), `${area}.${name} repeats ${key}`).toBeUndefined();
      seen.set(key, `${area}.${name}`);
    }
  });

  it('serves every path under /api/forehead/, /ssapi/ or /admin/', () => {
    for (const { area, name, def } of all) {
      expect(def.path, `${area}.${name}`).toMatch(/^\/(api\/forehead|ssapi|admin)\//);
    }
  });

  it('describes every route, ours included, and gives schemas for both sides', () => {
    for (const { area, name, def } of all) {
      expect(def.summary.trim().length, `${area}.${name}`).toBeGreaterThan(5);
      expect(['none', 'optional', 'required']).toContain(def.auth);
      expect(typeof def.request).toBe('object');
      expect(typeof def.response).toBe('object');
    }
    expect(all.filter((r) => r.def.ours).length).toBeGreaterThan(10);
  });

  it('needs login for purchases, comments, follows, likes, reports, bookings and my-lists', () => {
    const required = [
      routes.news.buy,
      routes.news.commentPublish,
      routes.news.commentLiked,
      routes.news.myCommentList,
      routes.news.myOrder,
      routes.news.reportAdd,
      routes.news.attention,
      routes.anchor.follow,
      routes.anchor.momentBatchLiked,
      routes.anchor.subscribe,
      routes.anchor.unsubscribe,
      routes.anchor.userSubscribeInfo,
      routes.ranking.reportLike,
      routes.ranking.reportDislike,
      routes.forum.createThread,
      routes.forum.createReply,
      routes.forum.like,
      routes.forum.report,
      routes.forum.photoUpload,
    ];
    for (const def of required) expect(def.auth, def.path).toBe('required');
  });

  it('bounds ids, pages and sizes in request schemas', () => {
    const buy = routes.news.buy.request;
    expect(Value.Check(buy, { messageId: 1 })).toBe(true);
    for (const bad of [0, -3, 1.5, 'x']) expect(Value.Check(buy, { messageId: bad })).toBe(false);
    expect(Value.Check(buy, {})).toBe(false);

    const page = routes.news.professorList.request;
    expect(Value.Check(page, { page: 1, size: 100 })).toBe(true);
    expect(Value.Check(page, {})).toBe(true);
    expect(Value.Check(page, { page: 0 })).toBe(false);
    expect(Value.Check(page, { size: 0 })).toBe(false);
    expect(Value.Check(page, { size: 101 })).toBe(false);

    const comment = routes.news.commentPublish.request;
    expect(Value.Check(comment, { messageId: 1, content: 'ok' })).toBe(true);
    expect(Value.Check(comment, { messageId: 1, content: '' })).toBe(false);
    expect(Value.Check(comment, { messageId: 1, content: 'x'.repeat(501) })).toBe(false);

    expect(Value.Check(routes.anchor.follow.request, { hostId: 2, attention: 1 })).toBe(true);
    expect(Value.Check(routes.anchor.follow.request, { hostId: 2, attention: 2 })).toBe(false);
    expect(Value.Check(routes.news.messageList.request, { sportsIds: '1,2,3' })).toBe(true);
    expect(Value.Check(routes.news.messageList.request, { sportsIds: '1,,x' })).toBe(false);
    expect(Value.Check(routes.fiveLeagues.playerRanking.request, { seasonId: 1, order: 'goals' })).toBe(true);
    expect(Value.Check(routes.fiveLeagues.playerRanking.request, { seasonId: 1, order: 'fouls' })).toBe(false);
  });

  it('lets the tip detail leave out the paid content', () => {
    const detail = {
      id: 1,
      professorId: 2,
      professorName: 'p',
      professorHeadUrl: '',
      sportsTitle: 't',
      tag: '',
      sportsType: 1,
      publishTime: 1,
      isHot: 0,
      readCount: 0,
      commentCount: 0,
      goldPrice: 18,
      result: null,
      yieldRate: null,
      isBuy: 0,
      messageMatchList: [],
      bettingType: 1,
      isAttention: 0,
      payTime: null,
      isTripartite: 0,
      openBackGold: 0,
      returnGoldPercentage: 0,
    };
    const schema = routes.news.messageDetail.response;
    expect(Value.Check(schema, detail)).toBe(true);
    expect(
      Value.Check(schema, { ...detail, isBuy: 1, payTime: 5, sportsInfo: 'analysis', sportsPlay: 'home -0.5' }),
    ).toBe(true);
    expect(schema.required).not.toContain('sportsInfo');
    expect(schema.required).not.toContain('sportsPlay');
  });
});
