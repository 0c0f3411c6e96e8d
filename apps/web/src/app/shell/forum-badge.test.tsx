import { activityRoutes, anchorRoutes, forumRoutes, type DisclosureRoute } from '@sport/contract';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../testing/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar';
import { useAuthStore } from '../../lib/auth-store';
import { handle, server } from '../../testing/msw';
import { renderWithClient } from '../../testing/render';
import { emptyForumHandlers } from '../../features/forum/testing/handlers';
import ForumHome from '../../features/forum/routes/forum-home';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastText: vi.fn(), toastError: vi.fn() }));

const route = (isNewArticleExist: boolean, lastCheckoutDate: number | null): DisclosureRoute => ({
  isActivityExist: true,
  actId: 1,
  actName: '论坛',
  url: '/forum',
  isNewArticleExist,
  lastCheckoutDate,
  showFrame: false,
});

const badge = () => screen.queryByLabelText('论坛有新帖');

beforeEach(() => {
  server.use(...emptyForumHandlers());
  server.use(
    handle(activityRoutes.disclosureRoute, () => ({ data: route(true, 1) })),
    // the tab bar's live badge asks this
    handle(anchorRoutes.listV2, () => ({ data: { hostList: [], liveMatchList: [], momentList: [] } })),
  );
});
afterEach(() => useAuthStore.getState().clear());

describe('forum tab badge', () => {
  it('shows when the disclosure route says there is something new, and goes when the forum is opened', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    let visits = 0;
    server.use(
      handle(forumRoutes.visit, () => {
        visits += 1;
        return { data: route(false, 2) };
      }),
    );
    const { rerender } = renderWithClient(
      <MemoryRouter>
        <TabBar current="news" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(badge()).not.toBeNull());

    rerender(
      <MemoryRouter>
        <TabBar current="forum" />
        <ForumHome />
      </MemoryRouter>,
    );
    await waitFor(() => expect(visits).toBe(1));
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('is not asked for a visitor', async () => {
    let asked = 0;
    server.use(
      handle(activityRoutes.disclosureRoute, () => {
        asked += 1;
        return { data: route(true, 1) };
      }),
    );
    renderWithClient(
      <MemoryRouter>
        <TabBar current="news" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: '论坛' })).toBeTruthy();
    expect(asked).toBe(0);
    expect(badge()).toBeNull();
  });
});
