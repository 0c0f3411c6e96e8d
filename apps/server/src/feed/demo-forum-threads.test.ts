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
        const thread = threadWording(rng, code, 8);
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
});
