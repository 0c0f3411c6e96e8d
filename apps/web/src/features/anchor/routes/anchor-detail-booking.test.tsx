import { anchorRoutes, type HostScheduleEntry, type SubscribeInfo } from '@sport/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeHost } from '../testing/fixtures';
import { emptyAnchorHandlers } from '../testing/handlers';
import AnchorDetail from './anchor-detail';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
}));

const upcoming: HostScheduleEntry = {
  id: 1,
  hostId: 3,
  matchId: 42,
  matchSource: 34,
  matchTypeId: 1,
  matchLeague: '英超',
  masterTeamName: '利物浦',
  guestTeamName: '阿森纳',
  startDate: Date.UTC(2030, 0, 1, 12),
  liveRoomId: 880003,
  liveStatus: 0,
};

const bookings = (matchIds: number[]): { data: SubscribeInfo } => ({
  data: { subscribeMatchId: matchIds, subscribeHostId: matchIds.length > 0 ? [3] : [], attentionHostId: [] },
});

beforeEach(() => {
  toasts.length = 0;
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => {
  useAuthStore.getState().clear();
});

async function openSchedule(booked: number[]) {
  // msw tries the handlers of one use() in order: the answers of this host first, the empty ones for the rest
  server.use(
    handle(anchorRoutes.hostDetail, () => ({ data: makeHost(3) })),
    handle(anchorRoutes.hostSchedule, () => ({ data: [upcoming] })),
    handle(anchorRoutes.userSubscribeInfo, () => bookings(booked)),
    handle(anchorRoutes.subscribe, () => bookings([42])),
    handle(anchorRoutes.unsubscribe, () => bookings([])),
    ...emptyAnchorHandlers(),
  );
  renderPage(<AnchorDetail />, { path: '/anchor/detail/3', pattern: '/anchor/detail/:id' });
  fireEvent.click(await screen.findByRole('tab', { name: '直播预告' }));
  await screen.findByText('利物浦 VS 阿森纳');
}

describe('anchor detail: booking a stream', () => {
  it('says 预约成功 when a match is booked', async () => {
    await openSchedule([]);
    fireEvent.click(await screen.findByRole('button', { name: '预约' }));
    expect(await screen.findByRole('button', { name: '已预约' })).toBeTruthy();
    await waitFor(() => expect(toasts).toEqual(['预约成功']));
  });

  it('says 已取消预约 when a booking is cancelled', async () => {
    await openSchedule([42]);
    fireEvent.click(await screen.findByRole('button', { name: '已预约' }));
    expect(await screen.findByRole('button', { name: '预约' })).toBeTruthy();
    await waitFor(() => expect(toasts).toEqual(['已取消预约']));
  });
});
