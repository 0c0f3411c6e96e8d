import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleExpert } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';
import { ExpertRecordView } from './expert-record';
import { LoadFailed } from './load-failed';

const stateText = (e: ConsoleExpert) =>
  e.state === 'active' ? '专家' : `已撤销（${e.revokedAt === null ? '' : time(e.revokedAt)}：${e.revokedReason ?? ''}）`;

/** Grant or revoke one user's expert role, with the reason the audit log keeps. */
function RoleAction({ userId, grant, label }: { userId: number; grant: boolean; label: string }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const act = useMutation({
    mutationFn: () =>
      consoleFetch(grant ? consoleRoutes.expertGrant : consoleRoutes.expertRevoke, { userId, reason: reason.trim() }),
    onSuccess: () => {
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['console', 'experts'] });
    },
  });
  const run = () => {
    if (!grant && !window.confirm('撤销后该专家不能再发布推荐，并从专家列表中移除（历史推荐与已购内容保留），确定撤销？')) return;
    act.mutate();
  };
  return (
    <div className="actions">
      <input
        aria-label={`${label}理由`}
        placeholder="理由（必填）"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
      />
      <button disabled={!reason.trim() || act.isPending} onClick={run}>
        {label}
      </button>
      {act.isError && (
        <span className="console-error" role="alert">
          {act.error.message}
        </span>
      )}
    </div>
  );
}

/**
 * 专家 (运营): find experts (all of them with no text) and fans by uid or name; make a fan an expert, revoke or
 * restore an expert, and open an expert's record, chain and tips to hide or show a tip.
 */
export function ExpertsPage() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const found = useQuery({
    queryKey: ['console', 'experts', 'search', query],
    queryFn: () => consoleFetch(consoleRoutes.expertsSearch, { q: query }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
    setUserId(null);
  };
  return (
    <section className="users">
      <h2>专家与推荐</h2>
      <form className="actions" onSubmit={submit} role="search">
        <input
          aria-label="查找专家或用户"
          placeholder="输入 uid 或名字（留空列出全部专家）"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={64}
        />
        <button type="submit">查找</button>
      </form>
      {found.isPending && <p className="console-status">加载中…</p>}
      {found.isError && (
        <p role="alert" className="console-error">
          {found.error.message}
        </p>
      )}
      {found.data && (
        <>
          <h4>专家</h4>
          {found.data.experts.length === 0 && <p className="hint">没有匹配的专家</p>}
          <ul className="user-results">
            {found.data.experts.map((e) => (
              <li key={e.userId}>
                <button className={e.userId === userId ? 'active' : ''} onClick={() => setUserId(e.userId)}>
                  {e.name}（uid {e.userId} · {e.state === 'active' ? '专家' : '已撤销'} · {e.tips} 条推荐）
                </button>
              </li>
            ))}
          </ul>
          {query !== '' && (
            <>
              <h4>可设为专家的用户</h4>
              {found.data.fans.length === 0 && <p className="hint">没有匹配的普通用户</p>}
              {found.data.fans.map((f) => (
                <article className="user-view" key={f.uid} aria-label={`用户 ${f.uid}`}>
                  <h3>
                    {f.nickname || f.username} <small>（{f.username} · uid {f.uid}）</small>
                  </h3>
                  <RoleAction userId={f.uid} grant label="设为专家" />
                </article>
              ))}
            </>
          )}
        </>
      )}
      {userId !== null && <ExpertView userId={userId} />}
    </section>
  );
}

/** One expert: who, their state and the role action it allows, then their record, chain and tips. */
function ExpertView({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const record = useQuery({
    queryKey: ['console', 'experts', 'record', userId, page],
    queryFn: () => consoleFetch(consoleRoutes.expertRecord, { userId, page, size: 20 }),
  });
  if (record.isPending) return <p className="console-status">加载中…</p>;
  if (record.isError)
    return <LoadFailed error={record.error} retry={record.refetch} />;
  const { expert } = record.data;
  return (
    <article className="user-view" aria-label={`专家 ${expert.userId}`}>
      <header>
        <h3>
          {expert.name} <small>（uid {expert.userId} · 成为专家于 {time(expert.grantedAt)}）</small>
        </h3>
        <p>状态：{stateText(expert)}</p>
      </header>
      {expert.state === 'active' ? (
        <RoleAction userId={expert.userId} grant={false} label="撤销专家身份" />
      ) : (
        <RoleAction userId={expert.userId} grant label="恢复专家身份" />
      )}
      <ExpertRecordView record={record.data} page={page} onPage={setPage} />
    </article>
  );
}
