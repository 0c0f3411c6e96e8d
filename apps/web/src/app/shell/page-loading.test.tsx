import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test-app';

/** A page module whose code has not arrived until its gate opens: a route chunk on a slow network. */
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  return { gold: gate(), download: gate(), match: gate() };
});
vi.mock('../../features/static-pages/routes/gold-document', async () => {
  await gates.gold.opened;
  return { default: () => <h1>金币说明</h1> };
});
vi.mock('../../features/static-pages/routes/download', async () => {
  await gates.download.opened;
  return { default: () => <h1>下载</h1> };
});
vi.mock('../../features/match/routes/match-page', async () => {
  await gates.match.opened;
  return { default: () => <h1>比赛</h1> };
});

const loading = () => screen.queryByRole('status', { name: '加载中...' });
const back = () => screen.queryByRole('button', { name: '返回' });

describe('a page whose code is still loading', () => {
  it.each([
    ['a sub-page', '/gold-document', gates.gold, '金币说明'],
    ['a kept-alive sub-page', '/match/7', gates.match, '比赛'],
  ])('%s shows a loading skeleton under a back bar, then the page', async (_, path, gate, heading) => {
    renderRoutes(path);
    expect(await screen.findByRole('status', { name: '加载中...' })).toBeTruthy();
    expect(back()).not.toBeNull();
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();

    await act(() => {
      gate.open();
      return gate.opened;
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(loading()).toBeNull();
    expect(back()).toBeNull();
  });

  it('a tab page shows the skeleton inside the tab bar, with no back bar', async () => {
    renderRoutes('/download');
    expect(await screen.findByRole('status', { name: '加载中...' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(back()).toBeNull();

    await act(() => {
      gates.download.open();
      return gates.download.opened;
    });
    expect(await screen.findByRole('heading', { name: '下载' })).toBeTruthy();
    expect(loading()).toBeNull();
  });
});
