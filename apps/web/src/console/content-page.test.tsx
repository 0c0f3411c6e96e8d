import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleRoutes, type BannerView, type FilteredWordList } from '@sport/contract/console';
import { server } from '../testing/msw';
import { renderWithClient } from '../testing/render';
import { ContentPage } from './content-page';

const HOUR = 3_600_000;
const banner = (over: Partial<BannerView>): BannerView => ({
  id: 1,
  categoryId: 30304,
  title: 'NBA',
  images: ['0123456789abcdef01234567'],
  url: '',
  sort: 0,
  validFrom: null,
  validUntil: null,
  retiredAt: null,
  retiredBy: null,
  retireReason: '',
  ...over,
});
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'success', data });
const words = (staffWords: string[]): FilteredWordList => ({
  list: [
    { word: '加微信', source: 'env', addedAt: null, addedBy: null },
    ...staffWords.map((word) => ({
      word,
      source: 'console' as const,
      addedAt: Date.UTC(2026, 10, 27),
      addedBy: 'op_a',
    })),
  ],
});

/** The area's reads, and the calls it sends (by path) as the server answers them. */
function serve() {
  const sent: { path: string; body: unknown }[] = [];
  let staffWords = ['赌球'];
  const now = Date.now();
  server.use(
    http.get(`*${consoleRoutes.contentBanners.path}`, () =>
      ok({
        list: [
          banner({ id: 1, title: '周榜' }),
          banner({ id: 2, title: '下周活动', validFrom: now + HOUR }),
          banner({ id: 3, title: '旧活动', retiredAt: now - HOUR, retiredBy: 'op_a', retireReason: '活动结束' }),
        ],
      }),
    ),
    http.get(`*${consoleRoutes.contentWords.path}`, () => ok(words(staffWords))),
    http.post(`*${consoleRoutes.contentWordAdd.path}`, async ({ request }) => {
      const body = (await request.json()) as { word: string };
      sent.push({ path: 'wordAdd', body });
      staffWords = [...staffWords, body.word];
      return ok(words(staffWords));
    }),
    http.get(`*${consoleRoutes.contentConfig.path}`, () => ok({ stSportJumpGame: 34, stSportPath: '/sports/st' })),
    http.get(`*${consoleRoutes.contentThresholds.path}`, () =>
      ok({ commentRechargeMin: 100, commentVipMin: 1, reportsToHide: 5, postIntervalSeconds: 5 }),
    ),
    http.post(`*${consoleRoutes.contentThresholdsSet.path}`, async ({ request }) => {
      sent.push({ path: 'thresholds', body: await request.json() });
      return HttpResponse.json({ code: 422, msg: 'body.reportsToHide: must be >= 1', data: null }, { status: 422 });
    }),
  );
  return sent;
}

describe('内容 page', () => {
  it('shows each banner’s state now, the retired one with its reason and no buttons', async () => {
    serve();
    renderWithClient(<ContentPage />);
    const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
    await screen.findByText('周榜');
    expect(within(row('周榜')).getByText('展示中')).toBeTruthy();
    expect(within(row('下周活动')).getByText('未开始')).toBeTruthy();
    expect(within(row('旧活动')).getByText('已下线（活动结束）')).toBeTruthy();
    expect(within(row('旧活动')).queryByRole('button')).toBeNull();
    expect(within(row('周榜')).getByRole('button', { name: '下线' })).toBeTruthy();
  });

  it('adds a word, and offers removal only for words staff added', async () => {
    const sent = serve();
    renderWithClient(<ContentPage />);
    const list = await screen.findByRole('list', { name: '过滤词列表' });
    await within(list).findByText('赌球');
    expect(within(list).getAllByRole('button', { name: '移除' })).toHaveLength(1);
    expect(within(list).getByText(/FILTERED_WORDS/)).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('新过滤词'), { target: { value: ' 私聊 ' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    await within(list).findByText('私聊');
    expect(sent).toEqual([{ path: 'wordAdd', body: { word: '私聊' } }]);
    expect(within(list).getAllByRole('button', { name: '移除' })).toHaveLength(2);
  });

  it('shows each threshold with its bounds and the server’s refusal of a value', async () => {
    const sent = serve();
    renderWithClient(<ContentPage />);
    const form = await screen.findByRole('form', { name: '阈值' });
    const reports = await within(form).findByRole('spinbutton', { name: /举报几人后自动隐藏/ });
    expect(within(form).getByText('（1~100）')).toBeTruthy();
    fireEvent.change(reports, { target: { value: '0' } });
    fireEvent.submit(form);
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      '输入有误：body.reportsToHide: must be >= 1',
    );
    expect(sent[0]?.body).toMatchObject({ reportsToHide: 0, commentRechargeMin: 100 });
  });
});
