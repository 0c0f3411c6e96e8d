import { newsRoutes, type LotteryApproval } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server, type Answer } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import PrizeClaimPage from './prize-claim';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
}));

const unclaimed: LotteryApproval = { status: 0, prizeName: '球队签名球衣', realName: '', phone: '', address: '', submitDate: null };

function renderPrize(login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<PrizeClaimPage />, { path: '/my/prize', pattern: '/my/prize', env: { login } });
  return { login };
}

/** The claim calls: what was sent, and what the server answers to it. */
function answerClaims(
  info: LotteryApproval,
  answer: (input: Record<string, unknown>) => Answer<typeof newsRoutes.lotterySubmitInfo>,
) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    handle(newsRoutes.lotteryApprovalInfo, () => ({ data: info })),
    handle(newsRoutes.lotterySubmitInfo, ({ input }) => {
      sent.push(input);
      return answer(input);
    }),
  );
  return sent;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  toasts.length = 0;
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => useAuthStore.getState().clear());

describe('my prize', () => {
  it('takes name, phone and address once, sends them trimmed, then shows the claim under review', async () => {
    const sent = answerClaims(unclaimed, (input) => ({
      data: {
        ...unclaimed,
        realName: String(input.realName),
        phone: String(input.phone),
        address: String(input.address),
        status: 1,
        submitDate: Date.UTC(2026, 10, 29, 4, 5),
      },
    }));
    renderPrize();
    const prize = await screen.findByRole('region', { name: '奖品' });
    expect(within(prize).getByText('球队签名球衣')).toBeTruthy();

    fill('收件人姓名', ' 张三 ');
    fill('手机号', '138 0013 8000');
    fill('收货地址', '上海市浦东新区世纪大道100号');
    fireEvent.click(screen.getByRole('button', { name: '提交领奖信息' }));

    expect(await screen.findByText('审核中')).toBeTruthy();
    expect(sent).toEqual([{ realName: '张三', phone: '138 0013 8000', address: '上海市浦东新区世纪大道100号' }]);
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('提交时间 11月29日 12:05')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交领奖信息' })).toBeNull();
    expect(toasts).toEqual(['领奖信息已提交，请等待审核']);
  });

  it('says beside each field what is wrong, in Chinese, and sends nothing', async () => {
    const sent = answerClaims(unclaimed, () => ({ data: unclaimed }));
    renderPrize();
    fireEvent.click(await screen.findByRole('button', { name: '提交领奖信息' }));
    expect(await screen.findByText('请填写收件人姓名')).toBeTruthy();
    expect(screen.getByText('请填写正确的手机号（6–15位数字）')).toBeTruthy();
    expect(screen.getByText('请填写收货地址')).toBeTruthy();
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');

    fill('收件人姓名', '张三');
    fill('手机号', '12345');
    fill('收货地址', '路'.repeat(201));
    fireEvent.click(screen.getByRole('button', { name: '提交领奖信息' }));
    await waitFor(() => expect(screen.queryByText('请填写收件人姓名')).toBeNull());
    expect(screen.getByText('请填写正确的手机号（6–15位数字）')).toBeTruthy();
    expect(screen.getByText('收货地址不能超过200字')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('a claim sent already from elsewhere: says it cannot be changed and shows the stored one', async () => {
    let stored = unclaimed;
    answerClaims(unclaimed, () => {
      stored = { ...unclaimed, status: 1, realName: '李四', phone: '13900139000', address: '北京', submitDate: 1 };
      return { code: 409, msg: 'already', status: 409 };
    });
    server.use(handle(newsRoutes.lotteryApprovalInfo, () => ({ data: stored })));
    renderPrize();
    await screen.findByLabelText('收件人姓名');
    fill('收件人姓名', '张三');
    fill('手机号', '13800138000');
    fill('收货地址', '上海');
    fireEvent.click(screen.getByRole('button', { name: '提交领奖信息' }));
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('领奖信息已提交，不能修改');
    expect(screen.getByText('审核中')).toBeTruthy();
  });

  it('says when there is no prize to claim', async () => {
    answerClaims({ ...unclaimed, prizeName: '' }, () => ({ data: unclaimed }));
    renderPrize();
    expect(screen.getByRole('status', { name: '加载中...' })).toBeTruthy();
    expect(await screen.findByText('暂无待领取的奖品')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交领奖信息' })).toBeNull();
  });

  it('offers a visitor the login', async () => {
    useAuthStore.getState().clear();
    const { login } = renderPrize();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/my/prize'));
  });
});
