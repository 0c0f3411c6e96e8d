import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRoutes, forumRoutes } from '@sport/contract';
import { seedDemoSystem } from '../../src/feed/demo-system';
import { buildTestApp, type TestApp } from '../helpers/app';
import { postThread, signUp, type Member } from './fixture';

// The forum tab's disclosure route (SPEC §3, §7): every logged-in user is led to the forum page, and
// isNewArticleExist says whether someone else posted a thread since the user last opened the forum.

let t: TestApp;
let reader: Member;
let writers: Member[];

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 1_000_000 } });
  await seedDemoSystem(t.database.db); // the forum activity
  reader = await signUp(t, 'forum_reader');
  writers = [await signUp(t, 'forum_writer_a'), await signUp(t, 'forum_writer_b')];
}, 300_000);
afterAll(async () => {
  await t.close();
});

const disclosure = async (member: Member) => (await t.call(activityRoutes.disclosureRoute, {}, member)).body.data;

describe('the disclosure route', () => {
  it('says whether others posted new threads since the user last opened the forum', async () => {
    const first = await disclosure(reader);
    expect(first).toMatchObject({
      isActivityExist: true,
      url: '/forum',
      lastCheckoutDate: null,
      isNewArticleExist: false,
    });
    expect(first.actId).toBeGreaterThan(0);

    await postThread(t, writers[0] as Member);
    expect((await disclosure(reader)).isNewArticleExist).toBe(true);

    const visited = (await t.call(forumRoutes.visit, {}, reader)).body.data;
    expect(visited).toMatchObject({ isActivityExist: true, actId: first.actId, isNewArticleExist: false });
    expect(visited.lastCheckoutDate).toBeGreaterThan(Date.now() - 60_000);
    expect(await disclosure(reader)).toEqual(visited);

    // The user's own thread is nothing new to them.
    await postThread(t, reader);
    expect((await disclosure(reader)).isNewArticleExist).toBe(false);
    // The writer sees the reader's thread as new.
    expect((await disclosure(writers[0] as Member)).isNewArticleExist).toBe(true);

    await postThread(t, writers[1] as Member);
    expect((await disclosure(reader)).isNewArticleExist).toBe(true);
  });

  it('needs login, for the route and for the visit', async () => {
    expect((await t.call(activityRoutes.disclosureRoute)).body.code).toBe(400);
    expect((await t.call(forumRoutes.visit)).body.code).toBe(400);
  });
});
