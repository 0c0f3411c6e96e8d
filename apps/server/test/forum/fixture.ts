import { expect } from 'vitest';
import { forumRoutes, userRoutes, type ForumPhoto, type ForumThread } from '@sport/contract';
import type { Session, TestApp } from '../helpers/app';

export interface Member extends Session {
  uid: number;
  username: string;
}

/** A new account, logged in. */
export async function signUp(t: TestApp, username: string): Promise<Member> {
  const credentials = { username, password: 'forum-pass-1' };
  expect((await t.call(userRoutes.register, credentials)).body.code).toBe(1);
  const login = await t.call(userRoutes.login, credentials);
  expect(login.body.code).toBe(1);
  const { token, uid } = login.body.data as { token: string; uid: number };
  return { token, uid, username };
}

/** Raw bytes to the upload route, signed, with the session's headers. */
export async function upload(t: TestApp, bytes: Buffer, session?: Session, contentType = 'application/octet-stream') {
  const res = await t.app.inject({
    method: 'POST',
    url: forumRoutes.photoUpload.path,
    headers: { ...t.headers(session ? { token: session.token, uid: session.uid } : {}), 'content-type': contentType },
    payload: bytes,
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; msg: string; data: ForumPhoto | null }>(),
  };
}

/** Posts a thread and returns it, failing the test when refused. */
export async function postThread(
  t: TestApp,
  member: Member,
  input: { boardId?: number; title?: string; body?: string; photoIds?: string[] } = {},
): Promise<ForumThread> {
  const res = await t.call(
    forumRoutes.createThread,
    { boardId: 1, title: `${member.username}的新话题`, body: '今晚这场比赛大家怎么看？', ...input },
    member,
  );
  expect(res.body.msg).toBe('success');
  return res.body.data;
}
