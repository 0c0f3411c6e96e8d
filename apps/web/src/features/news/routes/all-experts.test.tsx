import { newsRoutes } from '@sport/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeExpertEntry, page } from '../testing/fixtures';
import { emptyNewsHandlers } from '../testing/handlers';
import AllExperts from './all-experts';

const experts = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeExpertEntry(from + i));

beforeEach(() => server.use(...emptyNewsHandlers()));

describe('all experts', () => {
  it('shows every expert in groups of eight, and the next eight on demand', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      handle(newsRoutes.professorList, ({ input }) => {
        asked.push(input);
        return input.page === '2' ? { data: page(experts(9, 3), 2, true, 11) } : { data: page(experts(1, 8), 1, false, 11) };
      }),
    );
    renderPage(<AllExperts />, { path: '/news/all-gods', pattern: '/news/all-gods' });
    const first = await screen.findByRole('list', { name: '第 1 组专家' });
    expect(within(first).getAllByRole('link')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    const second = await screen.findByRole('list', { name: '第 2 组专家' });
    expect(within(second).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/news/user/9',
      '/news/user/10',
      '/news/user/11',
    ]);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(asked.map((input) => [input.page, input.size])).toEqual([
      ['1', '8'],
      ['2', '8'],
    ]);
  });

  it('says so when there are no experts', async () => {
    renderPage(<AllExperts />, { path: '/news/all-gods', pattern: '/news/all-gods' });
    expect(await screen.findByText('暂无专家')).toBeTruthy();
  });
});
