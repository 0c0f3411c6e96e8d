import { anchorRoutes, type Host } from '@sport/contract';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../lib/http';
import { handle, server } from '../../testing/msw';
import { renderPage } from '../../testing/render-page';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryView } from '../../components/ui/query-view';

const host = { hostId: 3, nickName: '主播小明' } as Host;

function HostPage() {
  const query = useQuery({
    queryKey: ['host', 3],
    queryFn: ({ signal }) => request(anchorRoutes.hostDetail, { hostId: 3 }, { signal }),
  });
  return (
    <PageFrame title="主播详情">
      <QueryView query={query}>{(data) => <p>{data.nickName}</p>}</QueryView>
    </PageFrame>
  );
}

const renderHostPage = () => renderPage(<HostPage />, { path: '/anchor/detail/3', pattern: '/anchor/detail/:id' });

afterEach(() => onlineManager.setOnline(true));

// The page frame and QueryView with a real query, HTTP client and msw: what a sub-page shows with no network.
describe('a page with no network', () => {
  it('says the network is gone, not 加载中, keeps its back bar, and loads when the network is back', async () => {
    server.use(handle(anchorRoutes.hostDetail, () => ({ data: host })));
    onlineManager.setOnline(false);
    renderHostPage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('网络已断开，请检查网络后重试');
    expect(screen.queryByText('加载中...')).toBeNull();
    expect(screen.getByRole('heading', { name: '主播详情' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    // a tap while still offline waits for the network too
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(screen.getByRole('alert').textContent).toContain('网络已断开');

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(await screen.findByText('主播小明')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a call that fails with a network error shows the network is gone while offline, and refetches when it is back', async () => {
    server.use(http.post(`*${anchorRoutes.hostDetail.path}`, () => HttpResponse.error()));
    renderHostPage();
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常，请检查网络后重试');

    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      await Promise.resolve();
    });
    expect(screen.getByRole('alert').textContent).toContain('网络已断开，请检查网络后重试');
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();

    server.use(handle(anchorRoutes.hostDetail, () => ({ data: host })));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(await screen.findByText('主播小明')).toBeTruthy();
  });
});
