import { forumRoutes } from '@sport/contract';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, headersOf, isSignValid, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeThread } from '../testing/fixtures';
import { emptyForumHandlers } from '../testing/handlers';
import ForumComposePage from './forum-compose';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
  toastError: (text: string) => toasts.push(text),
}));

const renderCompose = (path = '/forum/compose?board=2') =>
  renderPage(<ForumComposePage />, { path, pattern: '/forum/compose' });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('添加图片'), { target: { files } });

interface Upload {
  bytes: number;
  contentType: string;
  signValid: boolean;
}

/** Photo uploads answered with ids 000…1, 000…2 in order. */
function answerUploads() {
  const uploads: Upload[] = [];
  // the body is raw bytes, read here as the server reads them (the contract helper parses forms and JSON)
  server.use(
    http.post(`*${forumRoutes.photoUpload.path}`, async ({ request }) => {
      const headers = headersOf(request);
      const bytes = (await request.arrayBuffer()).byteLength;
      uploads.push({ bytes, contentType: headers['content-type'] ?? '', signValid: isSignValid(headers) });
      const id = String(uploads.length).padStart(24, '0');
      return HttpResponse.json({ code: 1, msg: 'success', data: { id, url: `/api/forehead/forum/photo/${id}` } });
    }),
  );
  return uploads;
}

beforeEach(() => {
  toasts.length = 0;
  server.use(...emptyForumHandlers());
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => useAuthStore.getState().clear());

describe('forum compose', () => {
  it('checks title and body before sending anything', async () => {
    const sent: unknown[] = [];
    server.use(handle(forumRoutes.createThread, ({ input }) => (sent.push(input), { data: makeThread(1) })));
    renderCompose();
    const publish = await screen.findByRole('button', { name: '发布' });
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: ' 好球 ' } });
    fireEvent.click(publish);
    expect((await screen.findByRole('alert')).textContent).toBe('标题至少需要4个字');
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '今晚这场好球' } });
    fireEvent.click(publish);
    expect((await screen.findByRole('alert')).textContent).toBe('内容不能为空');
    fireEvent.change(screen.getByRole('textbox', { name: '正文' }), { target: { value: '长'.repeat(501) } });
    fireEvent.click(publish);
    expect((await screen.findByRole('alert')).textContent).toBe('内容不能超过500字');
    expect(sent).toHaveLength(0);
  });

  it('turns away a file of another type or over 5 MB before uploading it', async () => {
    const uploads = answerUploads();
    renderCompose();
    await screen.findByRole('button', { name: '发布' });
    pick([new File(['hello'], 'a.txt', { type: 'text/plain' })]);
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传 JPG、PNG、WebP 或 GIF 图片');
    pick([new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('图片不能超过5MB'));
    expect(uploads).toHaveLength(0);
    expect(screen.getByText('图片 0/9')).toBeTruthy();
  });

  it('uploads photos as signed raw bytes, removes one, and posts the thread with the rest on the board asked', async () => {
    const uploads = answerUploads();
    const sent: Record<string, unknown>[] = [];
    server.use(
      handle(forumRoutes.createThread, ({ input }) => {
        sent.push(input);
        return { data: makeThread(42) };
      }),
    );
    renderCompose();
    expect((await screen.findByRole('radio', { name: '篮球' })).getAttribute('aria-checked')).toBe('true');
    pick([png('a.png'), png('b.png')]);
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[0]).toEqual({ bytes: PNG.byteLength, contentType: 'image/png', signValid: true });
    await waitFor(() => expect(screen.queryAllByText(/上传中/)).toHaveLength(0));
    expect(screen.getByText('图片 2/9')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '删除第1张图片' }));
    expect(screen.getByText('图片 1/9')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '今晚这场好球' } });
    fireEvent.change(screen.getByRole('textbox', { name: '正文' }), { target: { value: '主队赢定了' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(toasts).toContain('发帖成功'));
    expect(sent).toEqual([{ boardId: 2, title: '今晚这场好球', body: '主队赢定了', photoIds: ['0'.repeat(23) + '2'] }]);
  });

  it('a failed upload can be sent again; the thread waits for it', async () => {
    let failing = true;
    server.use(
      handle(forumRoutes.photoUpload, () =>
        failing ? { code: 422, msg: 'photo: not an image', status: 422 } : { data: { id: 'c'.repeat(24), url: '/x' } },
      ),
    );
    renderCompose();
    await screen.findByRole('button', { name: '发布' });
    pick([png('a.png')]);
    const retry = await screen.findByRole('button', { name: '上传失败，点击重试' });
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '今晚这场好球' } });
    fireEvent.change(screen.getByRole('textbox', { name: '正文' }), { target: { value: '主队赢定了' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect((await screen.findByRole('alert')).textContent).toBe('图片还在上传，请稍候');
    failing = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: '上传失败，点击重试' })).toBeNull());
    expect(within(screen.getByRole('list')).getByRole('img', { name: '第1张图片' })).toBeTruthy();
  });

  it('says a server refusal in Chinese: a 422 naming the title, and too fast', async () => {
    let answer: { code: number; msg: string; status: number } = {
      code: 422,
      msg: 'title: must be 4-40 characters',
      status: 422,
    };
    server.use(handle(forumRoutes.createThread, () => answer));
    renderCompose();
    await screen.findByRole('button', { name: '发布' });
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '今晚这场好球' } });
    fireEvent.change(screen.getByRole('textbox', { name: '正文' }), { target: { value: '主队赢定了' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect((await screen.findByRole('alert')).textContent).toBe('标题不符合要求（4-40字）');
    answer = { code: 429, msg: '发帖太频繁，请4秒后再试', status: 429 };
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('发帖太频繁，请4秒后再试'));
  });
});
