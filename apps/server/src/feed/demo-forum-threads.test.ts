import { describe, expect, it } from 'vitest';
import { DEMO_FORUM_TEAMS, threadWording } from './demo-forum-threads';
import { createRng } from './prng';

// A demo thread reads as one conversation: its body and its replies talk about the teams its title names and no
// other (not 利物浦这赛季太难了 under 尤文的新援表现如何), and a title naming no team gets none below it.

const teamsIn = (text: string): string[] => DEMO_FORUM_TEAMS.filter((team) => text.includes(team));

describe('demo forum threads', () => {
  it.each(['football', 'basketball', 'tips'])(
    'on the %s board, body and replies name only the title’s teams',
    (code) => {
      const rng = createRng(7);
      let replies = 0;
      let naming = 0;
      for (let i = 0; i < 400; i++) {
        // given a fixture here on every board (a tips thread's own titles are tested below)
        const thread = threadWording(rng, code, 8, code === 'tips' ? { home: '曼城', away: '阿森纳' } : null);
        const titled = teamsIn(thread.title);
        for (const text of [thread.body, ...thread.replies]) {
          expect(
            teamsIn(text).filter((team) => !titled.includes(team)),
            `${thread.title} / ${text}`,
          ).toEqual([]);
          if (teamsIn(text).length > 0) naming += 1;
        }
        replies += thread.replies.length;
      }
      expect(replies).toBe(400 * 8);
      // the threads still talk about their teams
      expect(naming).toBeGreaterThan(100);
    },
  );

  it.each(['football', 'basketball', 'tips'])(
    'on the %s board sets two teams against each other only over a real fixture, home side first',
    (code) => {
      const rng = createRng(11);
      const meeting = /vs|对|这场|交手|主胜|客场/;
      for (let i = 0; i < 300; i++) {
        expect(threadWording(rng, code, 2).title).not.toMatch(meeting);
        expect(threadWording(rng, code, 2).title).not.toMatch(/刚看完/);
        const about = threadWording(rng, code, 4, { home: '布伦特福德', away: '狼队' });
        expect(about.title, about.title).toMatch(meeting);
        expect(about.title, about.title).toMatch(/布伦特福德|狼队/);
        // home before away whenever both are named
        if (about.title.includes('狼队') && about.title.includes('布伦特福德'))
          expect(about.title.indexOf('布伦特福德')).toBeLessThan(about.title.indexOf('狼队'));
        for (const text of [about.body, ...about.replies]) expect(teamsIn(text), text).toEqual([]);
      }
    },
  );

  it.each(['football', 'basketball'])('on the %s board speaks of a match just played only over one, naming the team it follows', (code) => {
    const rng = createRng(13);
    for (let i = 0; i < 100; i++) {
      const after = threadWording(rng, code, 4, { home: '狼队', away: '布伦特福德', played: true });
      expect(after.title).toMatch(/^刚看完狼队/);
      for (const text of [after.title, after.body, ...after.replies]) expect(text, text).not.toContain('布伦特福德');
    }
  });
});

describe('a demo thread’s words', () => {
  const waiting = ['坐等比赛开始', '期待一场好球', '稳住，我们能赢'];

  it.each(['football', 'basketball', 'tips'])('on the %s board wait for a match only under a coming one, and 楼上 never on the first floor', (code) => {
    const rng = createRng(17);
    let waited = 0;
    for (let i = 0; i < 300; i++) {
      const plain = threadWording(rng, code, 6);
      const played = code === 'tips' ? plain : threadWording(rng, code, 6, { home: '狼队', away: '布伦特福德', played: true });
      for (const text of [...plain.replies, ...played.replies]) expect(waiting, `${plain.title} / ${text}`).not.toContain(text);
      const coming = threadWording(rng, code, 6, { home: '狼队', away: '布伦特福德' });
      waited += coming.replies.filter((text) => waiting.includes(text)).length;
      for (const thread of [plain, played, coming]) expect(thread.replies[0], thread.title).not.toMatch(/^楼上/);
    }
    expect(waited).toBeGreaterThan(0);
  });

  it.each(['football', 'basketball'])('on the %s board never says a team is in form and out of it in one post', (code) => {
    const rng = createRng(23);
    let inForm = 0;
    for (let i = 0; i < 400; i++) {
      const { title, body } = threadWording(rng, code, 0);
      expect(body.includes('状态不错') && body.includes('不太理想'), `${title} / ${body}`).toBe(false);
      if (body.includes('状态不错')) inForm += 1;
    }
    expect(inForm).toBeGreaterThan(0);
  });

  it('on the tips board tell a story in its order: the week before the question about it', () => {
    const rng = createRng(29);
    let told = 0;
    for (let i = 0; i < 300; i++) {
      const { title, body } = threadWording(rng, 'tips', 0);
      if (title !== '连黑三天，求大神指点') continue;
      told += 1;
      expect(body).toBe('这三天看好的都没打出来，心态有点崩。是不是该停几天再说？');
    }
    expect(told).toBeGreaterThan(0);
  });

  it.each(['football', 'basketball', 'tips'])('on the %s board, say nothing twice in a thread of four floors', (code) => {
    const rng = createRng(23);
    for (let i = 0; i < 300; i++) {
      const thread = threadWording(rng, code, 4);
      expect(new Set(thread.replies).size, thread.replies.join(' / ')).toBe(thread.replies.length);
    }
  });

  it('on the tips board speak of stakes, not of a team’s bench or defence', () => {
    const rng = createRng(19);
    for (let i = 0; i < 300; i++) {
      const thread = threadWording(rng, 'tips', 6);
      expect(thread.body, thread.title).not.toMatch(/替补|防守|核心球员|伤病|教练/);
    }
  });
});
