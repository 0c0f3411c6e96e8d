import { anchorRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeHost, makeMoment, page } from '../testing/fixtures';
import { emptyAnchorHandlers } from '../testing/handlers';
import AnchorDetail from './anchor-detail';

/** The viewer's full-screen layer: antd's mask, which the page's own elements must not cover. */
const viewerLayer = () => document.querySelector('.photo-viewer-mask');

async function openFirstPhoto() {
  server.use(
    handle(anchorRoutes.hostDetail, () => ({ data: makeHost(1) })),
    handle(anchorRoutes.momentList, () => ({ data: page([makeMoment(5, { photos: 'p1,p2' })], 1, true) })),
    ...emptyAnchorHandlers(),
  );
  const view = renderPage(<AnchorDetail />, { path: '/anchor/detail/1', pattern: '/anchor/detail/:id' });
  fireEvent.click(await screen.findByRole('tab', { name: '动态' }));
  fireEvent.click(await screen.findByRole('button', { name: '第 1 张图片' }));
  return view;
}

describe('anchor detail: a moment photo full screen', () => {
  it('shows a close button that closes the viewer', async () => {
    await openFirstPhoto();
    const close = await screen.findByRole('button', { name: '关闭' });
    expect(viewerLayer()).not.toBeNull();

    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('button', { name: '关闭' })).toBeNull());
    expect(viewerLayer()).toBeNull();
  });

  it('covers the whole screen from <body>, outside the page and its title bar', async () => {
    const { container } = await openFirstPhoto();
    await screen.findByRole('button', { name: '关闭' });
    const layer = viewerLayer();
    expect(layer?.parentElement).toBe(document.body);
    expect(container.contains(layer)).toBe(false);
  });

  it('closes on Escape', async () => {
    await openFirstPhoto();
    await screen.findByRole('button', { name: '关闭' });
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(viewerLayer()).toBeNull());
  });
});
