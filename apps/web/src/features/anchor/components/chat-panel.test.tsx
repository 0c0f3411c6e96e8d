import { chatRoutes, type ChatMessage } from '@sport/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { applyPush } from '../../../lib/query-client';
import { useSocketStore } from '../../../lib/socket-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { ChatPanel } from './chat-panel';

const line = (id: number, content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  hostId: 5,
  userId: 100 + id,
  nickName: `球迷${id}`,
  level: 0,
  content,
  createDate: Date.UTC(2026, 10, 27, 12, id),
  ...extra,
});

function openChat(login = vi.fn(() => Promise.resolve(false))) {
  const page = renderPage(<ChatPanel hostId={5} />, {
    path: '/anchor/detail/5',
    pattern: '/anchor/detail/:id',
    env: { login },
  });
  return { ...page, login };
}
const shownLines = () =>
  screen
    .queryAllByTestId('chat-line')
    .map((li) => within(li).getByText(/./, { selector: '.chat-content' }).textContent);

beforeEach(() => {
  server.use(
    handle(chatRoutes.history, ({ input }) =>
      input.before === undefined
        ? { data: { list: [line(51, '第51句', { level: 3 }), line(52, '第52句')], hasMore: true } }
        : { data: { list: [line(50, '更早的一句')], hasMore: false } },
    ),
  );
});
afterEach(() => {
  useAuthStore.getState().clear();
  useSocketStore.setState({ subscribeList: [] });
});

describe('the room chat', () => {
  it('shows the last lines in order with name, level badge and time, and older ones on demand', async () => {
    openChat();
    await waitFor(() => expect(shownLines()).toEqual(['第51句', '第52句']));
    const first = screen.getAllByTestId('chat-line')[0];
    expect(first?.textContent).toContain('V3');
    expect(first?.textContent).toContain('球迷51');
    expect(first?.textContent).toContain('20:51'); // China time
    fireEvent.click(screen.getByRole('button', { name: '查看更早的消息' }));
    await waitFor(() => expect(shownLines()).toEqual(['更早的一句', '第51句', '第52句']));
    expect(screen.queryByRole('button', { name: '查看更早的消息' })).toBeNull();
  });

  it('reads the history again once the server holds the room: a line sent before that is not lost', async () => {
    openChat();
    await waitFor(() => expect(shownLines()).toEqual(['第51句', '第52句']));
    // a line sent after the history was read and before the subscription held: no push will bring it
    server.use(
      handle(chatRoutes.history, () => ({
        data: { list: [line(51, '第51句'), line(52, '第52句'), line(53, '开球了')], hasMore: true },
      })),
    );
    act(() => useSocketStore.setState({ subscribeList: [{ channelName: 'chat.5', isSubscribed: true }] }));
    await waitFor(() => expect(shownLines()).toEqual(['第51句', '第52句', '开球了']));
  });

  it('adds pushed lines at once, in id order, and drops the lines taken down', async () => {
    const { client } = openChat();
    await waitFor(() => expect(shownLines()).toHaveLength(2));
    act(() => {
      applyPush(
        { chId: 'chat.5', seq: 1, data: { hostId: 5, messages: [line(54, '后到'), line(53, '先到')], removed: [] } },
        client,
      );
      applyPush({ chId: 'chat.6', seq: 1, data: { hostId: 6, messages: [line(99, '别的房间')], removed: [] } }, client);
    });
    await waitFor(() => expect(shownLines()).toEqual(['第51句', '第52句', '先到', '后到']));
    act(() => {
      applyPush({ chId: 'chat.5', seq: 2, data: { hostId: 5, messages: [], removed: [52] } }, client);
    });
    await waitFor(() => expect(shownLines()).toEqual(['第51句', '先到', '后到']));
  });

  it('asks a visitor to log in instead of offering the input', async () => {
    const { login } = openChat();
    fireEvent.click(await screen.findByRole('button', { name: '登录后参与聊天' }));
    expect(login).toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers 举报 on the lines of others, not on one’s own', async () => {
    // line 52's sender (userId 152) is the one logged in
    useAuthStore.getState().setSession({ token: 'tok', uid: '152' });
    openChat();
    await waitFor(() => expect(shownLines()).toEqual(['第51句', '第52句']));
    const [others, own] = screen.getAllByTestId('chat-line');
    expect(within(others as HTMLElement).getByRole('button', { name: '举报球迷51的消息' })).toBeTruthy();
    expect(within(own as HTMLElement).queryByRole('button', { name: /举报/ })).toBeNull();
  });

  it("checks the rules before sending and shows the server's reason when it refuses", async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    const sent: unknown[] = [];
    server.use(
      handle(chatRoutes.send, ({ input }) => {
        sent.push(input.content);
        return { code: 429, msg: 'content: 发言太快了，请2秒后再试', status: 429 };
      }),
    );
    openChat();
    const input = await screen.findByRole('textbox', { name: '说点什么…' });
    fireEvent.change(input, { target: { value: '加我 13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('不能发送电话号码');
    expect(sent).toEqual([]);
    fireEvent.change(input, { target: { value: '好球' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('发言太快了，请2秒后再试'));
    expect(sent).toEqual(['好球']);
  });

  it('shows a line the flooding room did not take to its sender alone, with a notice', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    server.use(
      handle(chatRoutes.send, () => ({ data: { message: line(0, '挤不进去', { id: 0 }), delivered: false } })),
    );
    openChat();
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '挤不进去' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByText('房间发言太多，这条消息没有发给其他人')).closest('li')?.textContent).toContain(
      '挤不进去',
    );
  });
});
