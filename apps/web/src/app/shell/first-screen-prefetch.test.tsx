import { ANCHOR_BACKGROUND_CATEGORY_ID, BANNER_CATEGORY_IDS, systemRoutes } from '@sport/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AnchorHome from '../../features/anchor/routes/anchor-home';
import { emptyAnchorHandlers } from '../../features/anchor/testing/handlers';
import { createQueryClient } from '../../lib/query-client';
import { handle, server } from '../../testing/msw';
import { renderPage } from '../../testing/render-page';
import type { Bridge } from '../bridge';
import { BridgeProvider } from '../bridge/context';
import { createNativeBridge } from '../bridge/native-bridge';
import { createWebBridge } from '../bridge/web-bridge';
import { preloadFirstScreens } from './startup';

afterEach(() => {
  delete window.sportNativeReceive;
});

const nativeHost = { getNativeInfo: () => '{}', postMessage: () => undefined };

describe('first-screen prefetch', () => {
  it.each([
    { mode: 'native', bridge: (): Bridge => createNativeBridge(nativeHost), categories: BANNER_CATEGORY_IDS.app },
    { mode: 'web', bridge: (): Bridge => createWebBridge(), categories: BANNER_CATEGORY_IDS.web },
  ])(
    '($mode) prefetches the banners the anchor page shows, so the page asks for none',
    async ({ bridge: make, categories }) => {
      const asked: string[] = [];
      server.use(
        handle(systemRoutes.imagesQuery, ({ input }) => {
          asked.push(String(input.categoryId));
          return { data: [{ id: 5, categoryId: categories[0], title: '本端横幅', images: 'a1', url: '', sort: 0 }] };
        }),
        ...emptyAnchorHandlers(),
      );
      const bridge = make();
      const client = createQueryClient();
      await preloadFirstScreens(client, bridge);
      await waitFor(() => expect(client.isFetching()).toBe(0));

      renderPage(
        <BridgeProvider value={bridge}>
          <AnchorHome />
        </BridgeProvider>,
        { path: '/anchor', pattern: '/anchor', client },
      );
      expect((await screen.findAllByRole('img', { name: '本端横幅' })).length).toBeGreaterThan(0);
      expect(asked).toEqual([String(ANCHOR_BACKGROUND_CATEGORY_ID), categories.join(',')]);
    },
  );
});
