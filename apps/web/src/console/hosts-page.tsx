import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleHost } from '@sport/contract/console';
import { consoleFetch } from './api';
import { HostForm, PortraitUpload } from './host-form';
import { RoomControls, RoomModerators } from './host-room';
import { HostSchedule } from './host-schedule';
import { LoadFailed } from './load-failed';

const SIZE = 20;
const LIVE_NAMES: Record<number, string> = { 0: '未开播', 1: '直播中', 3: '已隐藏' };

/** One host opened: profile, portrait, schedule, the room's restriction and air state, its moderators. */
function HostView({ host }: { host: ConsoleHost }) {
  return (
    <div>
      <PortraitUpload host={host} />
      <HostForm host={host} onSaved={() => undefined} />
      <RoomControls host={host} />
      <HostSchedule host={host} />
      <RoomModerators host={host} />
    </div>
  );
}

/**
 * 主播 (运营, issue 27 §2 Hosts and rooms): find a host by nickname, host id or room id, make or edit one, upload its
 * portrait, schedule its streams, restrict its room to a group, take it off air. Fans see every change at once.
 */
export function HostsPage() {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: ['console', 'hosts', search, page],
    queryFn: () => consoleFetch(consoleRoutes.hostsList, { q: search || undefined, page, size: SIZE }),
    placeholderData: keepPreviousData,
  });
  const open = list.data?.list.find((h) => h.id === openId) ?? null;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));
  return (
    <section className="users">
      <h2>主播与直播间</h2>
      <form
        className="actions"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q.trim());
          setPage(1);
        }}
      >
        <input placeholder="昵称、主播ID或直播间号" value={q} maxLength={32} onChange={(e) => setQ(e.target.value)} />
        <button type="submit">搜索</button>
        <button type="button" onClick={() => setCreating(true)}>
          新建主播
        </button>
      </form>
      {creating && (
        <HostForm
          onSaved={(made) => {
            setCreating(false);
            setSearch(String(made.id));
            setQ(String(made.id));
            setOpenId(made.id);
          }}
        />
      )}
      {list.isError && <LoadFailed error={list.error} retry={list.refetch} />}
      {list.data && (
        <div className="table-scroll">
          <table className="audit">
            <thead>
              <tr>
                <th>ID</th>
                <th>昵称</th>
                <th>直播间</th>
                <th>标签</th>
                <th>状态</th>
                <th>粉丝</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((h) => (
                <tr key={h.id}>
                  <td>{h.id}</td>
                  <td>{h.nickName}</td>
                  <td>
                    {h.liveRoomId}
                    {h.liveUserGroupId !== null && <span className="tag">用户组 {h.liveUserGroupId}</span>}
                  </td>
                  <td>{h.tags.join('、')}</td>
                  <td>
                    {h.offAirReason !== null ? (
                      <span className="tag state-hidden">已下播</span>
                    ) : (
                      (LIVE_NAMES[h.liveStatus] ?? '')
                    )}
                  </td>
                  <td>{h.followerCount}</td>
                  <td>
                    <button onClick={() => setOpenId(h.id === openId ? null : h.id)}>
                      {h.id === openId ? '收起' : '管理'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.list.length === 0 && <p className="hint">没有找到主播</p>}
          <div className="actions">
            <button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              上一页
            </button>
            <span>
              第 {page} / {pages} 页，共 {list.data.total} 位
            </span>
            <button disabled={page >= pages} onClick={() => setPage(page + 1)}>
              下一页
            </button>
          </div>
        </div>
      )}
      {open && <HostView key={open.id} host={open} />}
    </section>
  );
}
