import { newsRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeExpert, makeMatch, makeTip, page } from '../testing/fixtures';
import { emptyNewsHandlers } from '../testing/handlers';
import ExpertPage from './expert-page';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
  toastError: (text: string) => toasts.push(text),
}));

function renderExpert(id = 5, login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<ExpertPage />, { path: `/news/user/${id}`, pattern: '/news/user/:id', env: { login } });
  return { login };
}

/** A follow call that answers only when the test says so. */
function heldFollow(answer: { professorId: number; attention: number; isAttention: 0 | 1 } | null) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: Record<string, unknown>[] = [];
  server.use(
    handle(newsRoutes.attention, async ({ input }) => {
      calls.push(input);
      await gate;
      return answer ? { data: answer } : { code: 500, msg: 'busy' };
    }),
  );
  return { release, calls };
}

const followers = () => screen.getByTestId('follower-count').textContent;

beforeEach(() => {
  toasts.length = 0;
  server.use(...emptyNewsHandlers());
  server.use(handle(newsRoutes.professorDetail, () => ({ data: makeExpert(5) })));
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => useAuthStore.getState().clear());

describe('expert page', () => {
  it('shows the record with the sample of every figure, and the last ten', async () => {
    renderExpert();
    expect(await screen.findByRole('heading', { name: '专家5' })).toBeTruthy();
    const tenWin = screen.getByTestId('record-tenWin');
    expect(within(tenWin).getByText('7/10')).toBeTruthy();
    expect(within(tenWin).getByText('近10场已结算')).toBeTruthy();
    const hitRate = screen.getByTestId('record-hitRate');
    expect(within(hitRate).getByText('70%')).toBeTruthy();
    expect(within(hitRate).getByText('14/20 场')).toBeTruthy();
    expect(within(screen.getByTestId('record-weekReturn')).getByText('近7天 5 场')).toBeTruthy();
    // the yield counts pushes (22 settled), the streaks only the tips that won or lost (20): said as such
    expect(within(screen.getByTestId('record-yield')).getByText('共 22 场已结算')).toBeTruthy();
    expect(within(screen.getByTestId('record-streak')).getByText('共 20 场分胜负')).toBeTruthy();
    expect(screen.getByLabelText('近10场结果').textContent).toBe('红红黑红红红黑红红黑');
  });

  it('says the record is verifiable when the chain holds, and warns when it does not', async () => {
    server.use(
      handle(newsRoutes.professorVerify, () => ({ data: { professorId: 5, holds: true, length: 30, headHash: 'ab', brokenAt: null, hidden: [] } })),
    );
    renderExpert();
    expect((await screen.findByTestId('chain-badge')).textContent).toContain('30 条推荐发布后均未被改动');
  });

  it('shows tips staff hid as hidden in a chain that still holds', async () => {
    server.use(
      handle(newsRoutes.professorVerify, () => ({
        data: {
          professorId: 5,
          holds: true,
          length: 30,
          headHash: 'ab',
          brokenAt: null,
          hidden: [
            { messageId: 9, position: 4 },
            { messageId: 20, position: 12 },
          ],
        },
      })),
    );
    renderExpert();
    expect((await screen.findByTestId('chain-badge')).textContent).toBe(
      '✓ 战绩可验证：30 条推荐发布后均未被改动（其中 2 条已被平台隐藏，仍在链中：#4、#12）',
    );
  });

  it('says an expert whose role was revoked no longer publishes', async () => {
    server.use(handle(newsRoutes.professorDetail, () => ({ data: makeExpert(5, { isActive: 0 }) })));
    renderExpert();
    expect(await screen.findByText('该专家已停止发布推荐，历史战绩与推荐仍可查看')).toBeTruthy();
  });

  it('warns when the chain is broken', async () => {
    server.use(
      handle(newsRoutes.professorVerify, () => ({
        data: { professorId: 5, holds: false, length: 30, headHash: 'ab', brokenAt: { messageId: 9, position: 4, reason: 'content' as const }, hidden: [] },
      })),
    );
    renderExpert();
    expect((await screen.findByTestId('chain-badge')).textContent).toContain('战绩校验未通过');
  });

  it('follows: the count moves at once, then 关注成功', async () => {
    const follow = heldFollow({ professorId: 5, attention: 101, isAttention: 1 });
    renderExpert();
    await waitFor(() => expect(followers()).toBe('100'));
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    await waitFor(() => expect(followers()).toBe('101'));
    expect(screen.getByRole('button', { name: '已关注' }).getAttribute('aria-pressed')).toBe('true');
    follow.release();
    await waitFor(() => expect(toasts).toEqual(['关注成功']));
    expect(follow.calls).toEqual([{ professorId: '5', attention: '1' }]);
  });

  it('unfollows, and takes the change back when the call fails', async () => {
    server.use(handle(newsRoutes.professorDetail, () => ({ data: makeExpert(5, { isAttention: 1 }) })));
    const follow = heldFollow(null);
    renderExpert();
    await waitFor(() => expect(followers()).toBe('100'));
    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    await waitFor(() => expect(followers()).toBe('99'));
    follow.release();
    await waitFor(() => expect(followers()).toBe('100'));
    expect(screen.getByRole('button', { name: '已关注' })).toBeTruthy();
    expect(follow.calls).toEqual([{ professorId: '5', attention: '0' }]);
  });

  it('asks a visitor to log in before following', async () => {
    useAuthStore.getState().clear();
    const follow = heldFollow({ professorId: 5, attention: 101, isAttention: 1 });
    const { login } = renderExpert();
    fireEvent.click(await screen.findByRole('button', { name: '关注' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/news/user/5'));
    expect(follow.calls).toEqual([]);
    expect(followers()).toBe('100');
  });

  it('lists current tips, and settled ones on the history tab with their results', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(newsRoutes.professorMessages, ({ input }) => {
        asked.push(input.isHistory);
        return input.isHistory === '1'
          ? { data: page([makeTip(1, { sportsTitle: '周末英超稳胆' })]) }
          : {
              data: page([
                makeTip(2, {
                  sportsTitle: '上周德甲',
                  result: 'lose',
                  messageMatchList: [
                    makeMatch(7, { leagueName: '德甲', homeName: '拜仁', awayName: '斯图加特', statusId: 8, homeScore: 2, awayScore: 1, scoreSimulated: true }),
                    makeMatch(8, { leagueName: '德甲', homeName: '多特蒙德', awayName: '莱比锡', statusId: 8, homeScore: 0, awayScore: 0 }),
                  ],
                }),
              ]),
            };
      }),
    );
    renderExpert();
    expect(await screen.findByRole('link', { name: /周末英超稳胆/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '历史推荐' }));
    const past = await screen.findByRole('link', { name: /上周德甲/ });
    expect(within(past).getByTestId('tip-result').textContent).toBe('输');
    // the score the simulator played says so; the record's does not
    const marks = within(past).getAllByText('模拟');
    expect(marks.map((mark) => mark.closest('.tip-match')?.textContent)).toEqual([expect.stringContaining('拜仁2:1斯图加特')]);
    expect(asked).toEqual(['1', '0']);
  });

  it('says an unknown expert is not there, with the way back', async () => {
    server.use(handle(newsRoutes.professorDetail, () => ({ code: 404, msg: 'not found', status: 404 })));
    renderExpert(999);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('没有找到这位专家');
    expect(within(alert).getByRole('button', { name: '返回上一页' })).toBeTruthy();
  });
});
