import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleRoutes, type ConsoleHost, type ConsoleMatch, type ConsoleScheduleEntry } from '@sport/contract/console';
import { server } from '../testing/msw';
import { renderWithClient } from '../testing/render';
import { HostsPage } from './hosts-page';

const host: ConsoleHost = {
  id: 1001,
  nickName: '老王说球',
  headUrl: '/api/forehead/system/file/get/abc',
  birthday: null,
  tags: ['英超', '解说'],
  introduction: '十年解说',
  liveRoomId: 880001,
  liveUserGroupId: null,
  liveGroupUserType: null,
  liveStatus: 1,
  offAirReason: null,
  followerCount: 321,
};
const cancelled: ConsoleScheduleEntry = {
  id: 7,
  hostId: 1001,
  matchId: 55,
  matchSource: 100,
  matchName: '曼城 vs 阿森纳 · 英超',
  kickoffAt: Date.UTC(2026, 10, 28, 15),
  startAt: Date.UTC(2026, 10, 28, 14, 45),
  streamUrl: 'https://cdn.example.com/a.m3u8',
  cancelledAt: Date.UTC(2026, 10, 27, 9),
  cancelReason: '主播请假',
};

const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'success', data });
const refused = (msg: string) => HttpResponse.json({ code: 422, msg, data: null }, { status: 422 });

/** The 主播 calls as the server answers them; the host's state moves with what the page sent. */
function serve() {
  const sent: Record<string, unknown[]> = { air: [], add: [] };
  let current = host;
  server.use(
    http.get(`*${consoleRoutes.hostsList.path}`, () => ok({ list: [current], total: 1 })),
    http.get(`*${consoleRoutes.hostSchedule.path}`, () => ok({ list: [cancelled] })),
    http.get(`*${consoleRoutes.roomMembers.path}`, () =>
      ok({ list: [{ userId: 42, nickName: '球迷阿强', role: 'moderator' }] }),
    ),
    http.post(`*${consoleRoutes.hostAir.path}`, async ({ request }) => {
      const body = (await request.json()) as { onAir: boolean; reason: string };
      sent.air?.push(body);
      current = { ...current, offAirReason: body.onAir ? null : body.reason, liveStatus: body.onAir ? 1 : 0 };
      return ok(current);
    }),
    http.get(`*${consoleRoutes.matchesSearch.path}`, ({ request }) => {
      const team = new URL(request.url).searchParams.get('team');
      const found: ConsoleMatch = {
        id: 77,
        sportId: 1,
        competitionName: '英超',
        homeName: '利物浦',
        awayName: '切尔西',
        kickoffAt: Date.UTC(2026, 10, 29, 16, 30),
        state: { statusId: 1, statusName: '未开始', homeScore: null, awayScore: null },
      };
      return ok(team === '利物浦' ? { list: [found], total: 1 } : { list: [], total: 0 });
    }),
    http.post(`*${consoleRoutes.scheduleAdd.path}`, async ({ request }) => {
      sent.add?.push(await request.json());
      return refused('matchId: 比赛已结束，不能排直播');
    }),
  );
  return sent;
}

async function openHost() {
  renderWithClient(<HostsPage />);
  const row = (await screen.findByText('老王说球')).closest('tr');
  if (!row) throw new Error('no row');
  expect(within(row).getByText('880001')).toBeTruthy();
  expect(within(row).getByText('直播中')).toBeTruthy();
  fireEvent.click(within(row).getByRole('button', { name: '管理' }));
}

describe('主播 page', () => {
  it('lists hosts and opens one: its portrait, schedule with the cancelled entry and its reason, and its moderators', async () => {
    serve();
    await openHost();
    expect(await screen.findByAltText('老王说球的头像')).toBeTruthy();
    expect(await screen.findByText('已取消：主播请假')).toBeTruthy();
    expect(screen.getByText('曼城 vs 阿森纳 · 英超')).toBeTruthy();
    expect(await screen.findByText('球迷阿强')).toBeTruthy();
    expect(screen.getByDisplayValue('老王说球')).toBeTruthy();
  });

  it('takes the room off air only with a reason, and shows it off air', async () => {
    const sent = serve();
    await openHost();
    const offAir = await screen.findByRole('button', { name: '下播' });
    expect(offAir).toHaveProperty('disabled', true);
    const room = offAir.closest('.user-view') as HTMLElement;
    fireEvent.change(within(room).getByPlaceholderText('理由（必填）'), { target: { value: '违规内容' } });
    fireEvent.click(offAir);

    expect(await screen.findByText('已下播：违规内容')).toBeTruthy();
    expect(sent.air).toEqual([{ hostId: 1001, onAir: false, reason: '违规内容' }]);
    expect(screen.getByRole('button', { name: '恢复播出' })).toBeTruthy();
  });

  it('checks a stream address before sending and shows the server’s refusal by the field it names', async () => {
    const sent = serve();
    await openHost();
    const add = await screen.findByRole('button', { name: '添加排期' });
    const form = add.closest('form') as HTMLElement;
    fireEvent.change(within(form).getByLabelText('比赛ID'), { target: { value: '55' } });
    fireEvent.change(within(form).getByLabelText('开播时间（北京时间）'), { target: { value: '2026-11-28T22:45' } });
    fireEvent.change(within(form).getByLabelText('直播地址'), { target: { value: 'https://cdn.example.com/a.mp4' } });
    expect(within(form).getByText('直播地址必须是 .m3u8（HLS）或 .flv 流')).toBeTruthy();
    expect(add).toHaveProperty('disabled', true);

    fireEvent.change(within(form).getByLabelText('直播地址'), { target: { value: 'https://cdn.example.com/a.m3u8' } });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    fireEvent.click(add);
    expect(await within(form).findByText('比赛已结束，不能排直播')).toBeTruthy();
    expect(sent.add).toEqual([
      {
        hostId: 1001,
        matchId: 55,
        startAt: Date.UTC(2026, 10, 28, 14, 45),
        streamUrl: 'https://cdn.example.com/a.m3u8',
      },
    ]);
  });

  it('finds the match by a team and fills its id and kick-off into the form', async () => {
    const sent = serve();
    await openHost();
    const add = await screen.findByRole('button', { name: '添加排期' });
    const form = add.closest('form') as HTMLElement;
    fireEvent.change(within(form).getByLabelText('找比赛'), { target: { value: '曼联' } });
    fireEvent.click(within(form).getByRole('button', { name: '搜索' }));
    expect(await within(form).findByText('没有找到“曼联”的比赛')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('找比赛'), { target: { value: '利物浦' } });
    fireEvent.click(within(form).getByRole('button', { name: '搜索' }));
    const found = await within(form).findByRole('list', { name: '找到的比赛' });
    expect(within(found).getByText(/英超 利物浦 VS 切尔西 · 未开始/)).toBeTruthy();
    fireEvent.click(within(found).getByRole('button', { name: '选择' }));

    expect(within(form).getByLabelText('比赛ID')).toHaveProperty('value', '77');
    expect(within(form).getByLabelText('开播时间（北京时间）')).toHaveProperty('value', '2026-11-30T00:30');
    fireEvent.change(within(form).getByLabelText('直播地址'), { target: { value: 'https://cdn.example.com/b.m3u8' } });
    fireEvent.click(add);
    await waitFor(() => expect(sent.add).toHaveLength(1));
    expect(sent.add?.[0]).toMatchObject({ matchId: 77, startAt: Date.UTC(2026, 10, 29, 16, 30) });
  });
});
