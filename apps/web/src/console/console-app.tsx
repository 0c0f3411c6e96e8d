import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, STAFF_ROLE_NAMES } from '@sport/contract/console';
import { consoleFetch, csrf, isLoggedOut } from './api';
import { AuditPage } from './audit-page';
import { LoginPage } from './login-page';
import { MatchesPage } from './matches-page';
import { QueuePage } from './queue-page';

type Page = 'queue' | 'matches' | 'audit';

/** The console's shell: the login until a session answers, then the pages its roles open. */
export function ConsoleApp() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState<Page>('queue');
  const me = useQuery({ queryKey: ['console', 'me'], queryFn: () => consoleFetch(consoleRoutes.me, {}) });
  const logout = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.logout, {}),
    onSettled: () => {
      csrf.clear();
      queryClient.clear();
      void me.refetch();
    },
  });

  if (me.isPending) return <p className="console-status">加载中…</p>;
  if (me.isError) {
    if (isLoggedOut(me.error)) return <LoginPage onLoggedIn={() => void me.refetch()} />;
    return (
      <p className="console-status" role="alert">
        {me.error.message} <button onClick={() => void me.refetch()}>重试</button>
      </p>
    );
  }
  const staff = me.data;
  const isModerator = staff.roles.includes('moderator');
  const isMatches = staff.roles.includes('matches');
  // A 赛事 member without the queue lands on the matches.
  const shown: Page = page === 'queue' && !isModerator ? (isMatches ? 'matches' : 'audit') : page;
  return (
    <div className="console">
      <header className="console-header">
        <strong>运营控制台</strong>
        <nav>
          {isModerator && (
            <button className={shown === 'queue' ? 'active' : ''} onClick={() => setPage('queue')}>
              审核队列
            </button>
          )}
          {isMatches && (
            <button className={shown === 'matches' ? 'active' : ''} onClick={() => setPage('matches')}>
              赛事
            </button>
          )}
          <button className={shown === 'audit' ? 'active' : ''} onClick={() => setPage('audit')}>
            审计日志
          </button>
        </nav>
        <span className="console-who">
          {staff.name}（{staff.roles.map((r) => STAFF_ROLE_NAMES[r]).join('、')}）
          <button onClick={() => logout.mutate()}>退出登录</button>
        </span>
      </header>
      <main>
        {shown === 'queue' && <QueuePage />}
        {shown === 'matches' && isMatches && <MatchesPage />}
        {shown === 'audit' && <AuditPage />}
      </main>
    </div>
  );
}
