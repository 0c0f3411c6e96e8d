import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleMatch } from '@sport/contract/console';
import { kickoffTbdNote } from './access';
import { consoleFetch } from './api';
import { MatchChange } from './match-change';
import { LoadFailed } from './load-failed';

const PAGE_SIZE = 20;
const time = (ms: number): string =>
  new Date(ms).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    hour12: false,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
const score = (m: ConsoleMatch): string =>
  m.state.homeScore === null || m.state.awayScore === null ? '-' : `${m.state.homeScore}-${m.state.awayScore}`;

/** 赛事: find matches by competition, team and day; correct, postpone or cancel one after seeing what moves. */
export function MatchesPage() {
  const [form, setForm] = useState({ competition: '', team: '', date: '' });
  const [filter, setFilter] = useState(form);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ConsoleMatch | null>(null);
  const found = useQuery({
    queryKey: ['console', 'matches', filter, page],
    queryFn: () => consoleFetch(consoleRoutes.matchesSearch, { ...filter, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  // The open match as the list now has it: after a change is applied the list is asked again, and the panel's
  // 当前 follows it (the copy taken when 处理 was clicked would still say the state before).
  const open = (chosen && found.data?.list.find((m) => m.id === chosen.id)) ?? chosen;
  const pages = found.data ? Math.max(1, Math.ceil(found.data.total / PAGE_SIZE)) : 1;

  return (
    <section>
      <h2>赛事管理</h2>
      <form
        className="actions"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(form);
          setPage(1);
        }}
      >
        <input
          aria-label="赛事"
          placeholder="赛事名称"
          value={form.competition}
          onChange={(e) => setForm({ ...form, competition: e.target.value })}
        />
        <input
          aria-label="球队"
          placeholder="球队名称"
          value={form.team}
          onChange={(e) => setForm({ ...form, team: e.target.value })}
        />
        <input
          aria-label="日期"
          type="date"
          value={form.date}
          onChange={(e) => setForm({ ...form, date: e.target.value })}
        />
        <button type="submit">查询</button>
      </form>
      {open && <MatchChange key={open.id} match={open} onClose={() => setChosen(null)} />}
      {found.isPending && <p className="console-status">加载中…</p>}
      {found.isError && <LoadFailed error={found.error} retry={found.refetch} />}
      {found.data && found.data.total === 0 && <p className="console-status">没有符合条件的比赛</p>}
      {found.data && found.data.total > 0 && (
        <>
          <div className="table-scroll">
            <table className="audit">
              <thead>
                <tr>
                  <th>开赛时间</th>
                  <th>赛事</th>
                  <th>对阵</th>
                  <th>比分</th>
                  <th>状态</th>
                  <th>操作</th>
                </tr>
              </thead>
              <tbody>
                {found.data.list.map((m) => (
                  <tr key={m.id}>
                    <td>
                      {time(m.kickoffAt)}
                      {kickoffTbdNote(m)}
                    </td>
                    <td>{m.competitionName}</td>
                    <td>
                      {m.homeName ?? '待定'} vs {m.awayName ?? '待定'}
                    </td>
                    <td>{score(m)}</td>
                    <td>{m.state.statusName}</td>
                    <td>
                      <button
                        onClick={() => setChosen(m)}
                        aria-label={`处理 ${m.homeName ?? '待定'} vs ${m.awayName ?? '待定'}`}
                      >
                        处理
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="actions">
            <button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              上一页
            </button>
            <span>
              第 {page} / {pages} 页，共 {found.data.total} 场
            </span>
            <button disabled={page >= pages} onClick={() => setPage(page + 1)}>
              下一页
            </button>
          </p>
        </>
      )}
    </section>
  );
}
