import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DAY_MS,
  FORUM_PHOTO_DAILY_MAX,
  FORUM_PHOTO_ORPHAN_TTL_MS,
  FORUM_PHOTO_PER_MINUTE,
  MINUTE_MS,
  POST_INTERVAL_MS,
} from '@sport/contract';
import type { Database } from '../../db/client';
import { forumPhotos, forumThreads } from '../../db/schema/forum';
import { users } from '../../db/schema/user';
import { gradientPng } from '../../feed/demo-forum-photos';
import { createTestDatabase } from '../../../test/helpers/db';
import { hotScore } from './hot';
import { createFilePhotoStore } from './photo-store';
import { createForumService, type ForumService } from './service';
import { fixedSettings } from '../settings/service';

// The forum's rules over time, with a clock the test moves: when the 5 s window ends, and how the hot
// score the database keeps follows the formula as likes and replies arrive.

let database: Database;
let forum: ForumService;
let clock = Date.UTC(2026, 10, 24, 12);
let nextUser = 0;
const photoDir = mkdtempSync(join(tmpdir(), 'sport-forum-photos-'));
const newUser = async (): Promise<number> => {
  nextUser += 1;
  const [row] = await database.db
    .insert(users)
    .values({ username: `forum_user_${nextUser}`, passwordHash: 'x', nickname: `球迷${nextUser}` })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
};

beforeAll(async () => {
  database = await createTestDatabase();
  forum = createForumService({
    db: database.db,
    clock: () => clock,
    user: {
      info: (uid) =>
        Promise.resolve({ uid, username: `forum_user_${uid}`, nickname: `球迷${uid}`, headUrl: '', gold: 0 }),
      assertMayPost: () => Promise.resolve(),
    },
    settings: fixedSettings(),
    photoStore: createFilePhotoStore(photoDir),
  });
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(photoDir, { recursive: true, force: true });
});

describe('forum service', () => {
  it('lets a user post again exactly POST_INTERVAL_MS after their last post, not a millisecond before', async () => {
    const userId = await newUser();
    const thread = await forum.createThread(userId, { boardId: 1, title: '第一个话题', body: '内容' });
    clock += POST_INTERVAL_MS - 1;
    await expect(forum.createReply(userId, { threadId: thread.id, content: '太快' })).rejects.toMatchObject({
      kind: 'tooMany',
      message: '发帖太频繁，请1秒后再试',
    });
    clock += 1;
    const reply = await forum.createReply(userId, { threadId: thread.id, content: '刚好' });
    expect(reply).toMatchObject({ floor: 1, createDate: clock });
    // The refused reply left nothing behind and did not move the window.
    clock += POST_INTERVAL_MS;
    expect((await forum.createReply(userId, { threadId: thread.id, content: '再来' })).floor).toBe(2);
  });

  it('keeps the hot score on the formula as likes and replies come and go', async () => {
    const author = await newUser();
    const created = clock;
    const thread = await forum.createThread(author, { boardId: 2, title: '热度怎么算', body: '看看' });
    for (let i = 0; i < 3; i++) await forum.toggleLike(await newUser(), 'thread', thread.id);
    const replier = await newUser();
    await forum.createReply(replier, { threadId: thread.id, content: '一楼' });
    const liker = await newUser();
    await forum.toggleLike(liker, 'thread', thread.id);
    await forum.toggleLike(liker, 'thread', thread.id);
    const [row] = await database.db
      .select({ hot: forumThreads.hot, likes: forumThreads.likeCount, replies: forumThreads.replyCount })
      .from(forumThreads)
      .where(eq(forumThreads.id, thread.id));
    expect(row).toMatchObject({ likes: 3, replies: 1 });
    expect(row?.hot).toBeCloseTo(hotScore(3, 1, created), 9);
  });
});

describe('forum photos over time', () => {
  /** A distinct small PNG per call: its 40×30 gradient's colour differs. */
  let colour = 0;
  const photoBytes = () => {
    colour += 1;
    return gradientPng(40, 30, [colour % 256, 0, 0], [0, Math.floor(colour / 256), 255]);
  };

  it('holds each user to FORUM_PHOTO_PER_MINUTE uploads a minute and FORUM_PHOTO_DAILY_MAX a day', async () => {
    const userId = await newUser();
    for (let i = 0; i < FORUM_PHOTO_PER_MINUTE; i++) await forum.upload(userId, photoBytes());
    await expect(forum.upload(userId, photoBytes())).rejects.toMatchObject({
      kind: 'tooMany',
      message: '上传图片太频繁，请1分钟后再试',
    });
    // Another user is not held by the first one's uploads.
    await forum.upload(await newUser(), photoBytes());
    let uploaded = FORUM_PHOTO_PER_MINUTE;
    while (uploaded < FORUM_PHOTO_DAILY_MAX) {
      clock += MINUTE_MS;
      for (let i = 0; i < FORUM_PHOTO_PER_MINUTE && uploaded < FORUM_PHOTO_DAILY_MAX; i++, uploaded++) {
        await forum.upload(userId, photoBytes());
      }
    }
    clock += MINUTE_MS;
    await expect(forum.upload(userId, photoBytes())).rejects.toMatchObject({
      kind: 'tooMany',
      message: `每天最多上传${FORUM_PHOTO_DAILY_MAX}张图片，请明天再试`,
    });
    clock += DAY_MS;
    expect((await forum.upload(userId, photoBytes())).id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('deletes a photo no thread took a day after its upload, file and row, and keeps one a thread took', async () => {
    const userId = await newUser();
    const orphan = await forum.upload(userId, photoBytes());
    const kept = await forum.upload(userId, photoBytes());
    await forum.createThread(userId, { boardId: 1, title: '带图的话题', body: '看图', photoIds: [kept.id] });
    clock += FORUM_PHOTO_ORPHAN_TTL_MS - 1;
    await forum.sweepPhotos();
    expect(await forum.photo(orphan.id, userId)).not.toBeNull();
    clock += 1;
    expect((await forum.sweepPhotos()).deleted).toBeGreaterThanOrEqual(1);
    expect(await forum.photo(orphan.id, userId)).toBeNull();
    expect(existsSync(join(photoDir, orphan.id.slice(0, 2), orphan.id))).toBe(false);
    expect(await forum.photo(kept.id, null)).not.toBeNull();
    // Too late to post it now.
    clock += POST_INTERVAL_MS;
    await expect(
      forum.createThread(userId, { boardId: 1, title: '晚了的话题', body: '看图', photoIds: [orphan.id] }),
    ).rejects.toMatchObject({ kind: 'invalid', message: 'photoIds: 图片不存在，请重新上传' });
  });

  it('moves the bytes of a photo stored in the database by an older version out to the store, serving it all along', async () => {
    const bytes = photoBytes();
    const id = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
    await database.db.insert(forumPhotos).values({
      id,
      contentType: 'image/png',
      bytes,
      etag: 'old',
      size: bytes.length,
      createdAt: new Date(clock),
      attachedAt: new Date(clock),
    });
    expect((await forum.photo(id, null))?.bytes.equals(bytes)).toBe(true);
    expect((await forum.sweepPhotos()).moved).toBeGreaterThanOrEqual(1);
    const [row] = await database.db
      .select({ bytes: forumPhotos.bytes })
      .from(forumPhotos)
      .where(eq(forumPhotos.id, id));
    expect(row?.bytes).toBeNull();
    expect((await forum.photo(id, null))?.bytes.equals(bytes)).toBe(true);
  });
});
