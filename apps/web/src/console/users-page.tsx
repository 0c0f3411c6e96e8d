import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { consoleRoutes, type StaffRole } from '@sport/contract/console';
import { mayUse, time } from './access';
import { consoleFetch } from './api';
import { UserBans } from './user-bans';
import { UserGold } from './user-gold';
import { UserSessions } from './user-sessions';
import { LoadFailed } from './load-failed';

/** 用户: find a fan by uid or name, then their sessions, bans and gold, with what the staff member's roles allow. */
export function UsersPage({ roles }: { roles: readonly StaffRole[] }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const found = useQuery({
    queryKey: ['console', 'users', 'search', query],
    queryFn: () => consoleFetch(consoleRoutes.usersSearch, { q: query }),
    enabled: query !== '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
    setUserId(null);
  };
  return (
    <section className="users">
      <h2>用户</h2>
      <form className="actions" onSubmit={submit} role="search">
        <input aria-label="查找用户" placeholder="输入 uid、用户名或昵称" value={text} onChange={(e) => setText(e.target.value)} maxLength={64} />
        <button type="submit" disabled={text.trim() === ''}>
          查找
        </button>
      </form>
      {found.isFetching && <p className="console-status">查找中…</p>}
      {found.isError && (
        <p role="alert" className="console-error">
          {found.error.message}
        </p>
      )}
      {found.data && found.data.list.length === 0 && <p className="console-status">没有找到匹配的用户</p>}
      {found.data && found.data.list.length > 0 && (
        <ul className="user-results">
          {found.data.list.map((user) => (
            <li key={user.uid}>
              <button className={user.uid === userId ? 'active' : ''} onClick={() => setUserId(user.uid)}>
                {user.nickname || user.username}（{user.username} · uid {user.uid}）
              </button>
            </li>
          ))}
        </ul>
      )}
      {userId !== null && <UserView userId={userId} roles={roles} />}
    </section>
  );
}

function UserView({ userId, roles }: { userId: number; roles: readonly StaffRole[] }) {
  const detail = useQuery({
    queryKey: ['console', 'users', 'detail', userId],
    queryFn: () => consoleFetch(consoleRoutes.userDetail, { userId }),
  });
  if (detail.isPending) return <p className="console-status">加载中…</p>;
  if (detail.isError)
    return <LoadFailed error={detail.error} retry={detail.refetch} />;
  const { user, balance, sessions, bans } = detail.data;
  return (
    <article className="user-view" aria-label={`用户 ${user.uid}`}>
      <header>
        <h3>
          {user.nickname || user.username} <small>（{user.username} · uid {user.uid} · 注册于 {time(user.createdAt)}）</small>
        </h3>
        <p>
          金币余额：<strong>{balance}</strong>
        </p>
      </header>
      <UserSessions userId={userId} sessions={sessions} mayEnd={mayUse(consoleRoutes.userEndSessions, roles)} />
      <UserBans userId={userId} bans={bans} mayBan={mayUse(consoleRoutes.moderationBan, roles)} />
      {mayUse(consoleRoutes.userLedger, roles) && (
        <UserGold userId={userId} mayAdjust={mayUse(consoleRoutes.goldAdjust, roles)} />
      )}
    </article>
  );
}
