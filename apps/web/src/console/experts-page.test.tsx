import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  consoleRoutes,
  type ConsoleExpert,
  type ConsoleExpertRecord,
  type ConsoleTip,
  type ConsoleUser,
} from '@sport/contract/console';
import { server } from '../testing/msw';
import { renderWithClient } from '../testing/render';
import { ExpertsPage } from './experts-page';

const AT = Date.UTC(2026, 10, 27, 8);
const expert: ConsoleExpert = {
  userId: 41,
  name: '何金哨',
  headUrl: '',
  state: 'active',
  grantedAt: AT,
  revokedAt: null,
  revokedReason: null,
  tips: 2,
  hiddenTips: 1,
};
const tip = (id: number, chainSeq: number, over: Partial<ConsoleTip> = {}): ConsoleTip => ({
  id,
  chainSeq,
  title: `推荐 ${id}`,
  price: 18,
  publishedAt: AT,
  result: null,
  hash: `h${id}`,
  hiddenAt: null,
  hiddenReason: null,
  buyers: 3,
  ...over,
});
const fan: ConsoleUser = { uid: 77, username: 'fan77', nickname: '球迷七七', createdAt: AT };
const record = (chain: Partial<ConsoleExpertRecord['chain']> = {}): ConsoleExpertRecord => ({
  expert,
  figures: { settledSession: 10, hitSession: 7, hitPercents: 70, tenHistory: [1, 0, 1], yieldRate: 12.5, yieldSample: 10, profitUnits: 1.25 },
  chain: {
    professorId: 41,
    holds: true,
    length: 2,
    headHash: 'h12',
    brokenAt: null,
    hidden: [{ messageId: 11, position: 1 }],
    ...chain,
  },
  tips: {
    list: [tip(12, 2), tip(11, 1, { hiddenAt: AT, hiddenReason: '内容违规' })],
    total: 2,
  },
});
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'success', data });

/** The search (experts; fans for a text), the record and the hide and grant calls, as the server answers them. */
function serve(answer: ConsoleExpertRecord = record()) {
  const sent: { path: string; body: unknown }[] = [];
  const post = (path: string) =>
    http.post(`*${path}`, async ({ request }) => {
      sent.push({ path, body: await request.json() });
      return ok(path === consoleRoutes.expertGrant.path ? { ...expert, userId: fan.uid } : tip(12, 2));
    });
  server.use(
    http.get(`*${consoleRoutes.expertsSearch.path}`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return ok({ experts: q === '' ? [expert] : [], fans: q === '' ? [] : [fan] });
    }),
    http.get(`*${consoleRoutes.expertRecord.path}`, () => ok(answer)),
    post(consoleRoutes.tipHide.path),
    post(consoleRoutes.expertGrant.path),
  );
  return sent;
}

describe('专家 page', () => {
  it('opens an expert: their record, the chain verified with the hidden tip in it, and hides a tip with a reason', async () => {
    const sent = serve();
    renderWithClient(<ExpertsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /何金哨（uid 41 · 专家 · 2 条推荐）/ }));

    const view = await screen.findByRole('article', { name: '专家 41' });
    expect(within(view).getByText('状态：专家')).toBeTruthy();
    expect(screen.getByTestId('chain-status').textContent).toBe(
      '战绩链校验通过：2 条推荐均未被改动；其中 1 条已隐藏，仍在链中（第 1 条）',
    );
    expect(within(view).getByText('已隐藏：内容违规')).toBeTruthy();
    const rows = within(view).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: '隐藏' })).toHaveProperty('disabled', true);
    expect(within(rows[1]!).getByRole('button', { name: '取消隐藏' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('隐藏理由'), { target: { value: '误导购买' } });
    fireEvent.click(within(rows[0]!).getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(screen.getByLabelText('隐藏理由')).toHaveProperty('value', ''));
    expect(sent).toEqual([{ path: consoleRoutes.tipHide.path, body: { tipId: 12, reason: '误导购买' } }]);
  });

  it('says where the chain breaks', async () => {
    serve(record({ holds: false, brokenAt: { messageId: 12, position: 2, reason: 'content' }, hidden: [] }));
    renderWithClient(<ExpertsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /何金哨/ }));
    expect((await screen.findByTestId('chain-status')).textContent).toBe('战绩链校验失败：第 2 条（推荐 #12）内容与哈希不符');
  });

  it('finds a fan by uid and makes them an expert with a reason', async () => {
    const sent = serve();
    renderWithClient(<ExpertsPage />);
    fireEvent.change(screen.getByLabelText('查找专家或用户'), { target: { value: '77' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    const card = await screen.findByRole('article', { name: '用户 77' });
    expect(within(card).getByText(/球迷七七/)).toBeTruthy();
    const grant = within(card).getByRole('button', { name: '设为专家' });
    expect(grant).toHaveProperty('disabled', true);
    fireEvent.change(within(card).getByLabelText('设为专家理由'), { target: { value: '签约' } });
    fireEvent.click(grant);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ path: consoleRoutes.expertGrant.path, body: { userId: 77, reason: '签约' } }]);
  });
});
