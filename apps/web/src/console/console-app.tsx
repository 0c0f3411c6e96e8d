import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, STAFF_ROLE_NAMES } from '@sport/contract/console';
import { consoleFetch, csrf, isLoggedOut } from './api';
import { mayUse } from './access';
import { AuditPage } from './audit-page';
import { ContentPage } from './content-page';
import { DashboardPage } from './dashboard-page';
import { GoldProposalsPage } from './gold-proposals-page';
import { LoginPage } from './login-page';
import { MatchesPage } from './matches-page';
import { PlatformsPage } from './platforms-page';
import { QueuePage } from './queue-page';
import { UsersPage } from './users-page';

type Page = 'dashboard' | 'queue' | 'users' | 'gold' | 'matches' | 'platforms' | 'content' | 'audit';

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
  const mayLookUp = mayUse(consoleRoutes.usersSearch, staff.roles);
  const mayApprove = mayUse(consoleRoutes.goldProposals, staff.roles);
  const mayCorrect = mayUse(consoleRoutes.matchesSearch, staff.roles);
  const mayKeys = mayUse(consoleRoutes.platforms, staff.roles);
  const mayContent = mayUse(consoleRoutes.contentBanners, staff.roles);
  // The queue first; a member without it lands on the matches (赛事), else on the audit log, which every staff
  // member reads. A page the roles do not open falls back the same way.
  const opens = (p: Page) =>
    (p === 'queue' && isModerator) ||
    (p === 'users' && mayLookUp) ||
    (p === 'gold' && mayApprove) ||
    (p === 'matches' && mayCorrect) ||
    (p === 'platforms' && mayKeys) ||
    (p === 'content' && mayContent) ||
    p === 'dashboard';
  const shown: Page = opens(page) ? page : mayCorrect ? 'matches' : 'audit';
  return (
    <div className="console">
      <header className="console-header">
        <strong>运营控制台</strong>
        <nav>
          <button className={shown === 'dashboard' ? 'active' : ''} onClick={() => setPage('dashboard')}>
            概览
          </button>
          {isModerator && (
            <button className={shown === 'queue' ? 'active' : ''} onClick={() => setPage('queue')}>
              审核队列
            </button>
          )}
          {mayLookUp && (
            <button className={shown === 'users' ? 'active' : ''} onClick={() => setPage('users')}>
              用户
            </button>
          )}
          {mayApprove && (
            <button className={shown === 'gold' ? 'active' : ''} onClick={() => setPage('gold')}>
              金币审批
            </button>
          )}
          {mayCorrect && (
            <button className={shown === 'matches' ? 'active' : ''} onClick={() => setPage('matches')}>
              赛事
            </button>
          )}
          {mayKeys && (
            <button className={shown === 'platforms' ? 'active' : ''} onClick={() => setPage('platforms')}>
              平台
            </button>
          )}
          {mayContent && (
            <button className={shown === 'content' ? 'active' : ''} onClick={() => setPage('content')}>
              内容
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
        {shown === 'users' && <UsersPage roles={staff.roles} />}
        {shown === 'gold' && <GoldProposalsPage me={staff} />}
        {shown === 'matches' && <MatchesPage />}
        {shown === 'platforms' && <PlatformsPage />}
        {shown === 'content' && <ContentPage />}
        {shown === 'dashboard' && <DashboardPage />}
        {shown === 'audit' && <AuditPage />}
      </main>
    </div>
  );
}
