import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, STAFF_ROLE_NAMES, type ConsoleRouteDef, type StaffMe } from '@sport/contract/console';
import { consoleFetch, csrf, isLoggedOut } from './api';
import { mayUse } from './access';
import { AuditPage } from './audit-page';
import { ContentPage } from './content-page';
import { DashboardPage } from './dashboard-page';
import { ExpertsPage } from './experts-page';
import { GoldProposalsPage } from './gold-proposals-page';
import { HostsPage } from './hosts-page';
import { LoginPage } from './login-page';
import { MatchesPage } from './matches-page';
import { PlatformsPage } from './platforms-page';
import { QueuePage } from './queue-page';
import { StaffPage } from './staff-page';
import { UsersPage } from './users-page';
import { LoadFailed } from './load-failed';

type Page = 'dashboard' | 'queue' | 'users' | 'gold' | 'matches' | 'platforms' | 'hosts' | 'content' | 'experts' | 'staff' | 'audit';

interface PageEntry {
  page: Page;
  label: string;
  /** The route whose roles open the page (the server admits the same roles). */
  gate: ConsoleRouteDef | 'everyone';
  render: (staff: StaffMe) => ReactNode;
}

/** The pages in the order of the bar. */
const PAGES: readonly PageEntry[] = [
  { page: 'dashboard', label: '概览', gate: 'everyone', render: () => <DashboardPage /> },
  { page: 'queue', label: '审核队列', gate: consoleRoutes.moderationQueue, render: () => <QueuePage /> },
  { page: 'users', label: '用户', gate: consoleRoutes.usersSearch, render: (staff) => <UsersPage roles={staff.roles} /> },
  { page: 'gold', label: '金币审批', gate: consoleRoutes.goldProposals, render: (staff) => <GoldProposalsPage me={staff} /> },
  { page: 'matches', label: '赛事', gate: consoleRoutes.matchesApply, render: () => <MatchesPage /> },
  { page: 'platforms', label: '平台', gate: consoleRoutes.platforms, render: () => <PlatformsPage /> },
  { page: 'hosts', label: '主播', gate: consoleRoutes.hostsList, render: () => <HostsPage /> },
  { page: 'content', label: '内容', gate: consoleRoutes.contentBanners, render: () => <ContentPage /> },
  { page: 'experts', label: '专家', gate: consoleRoutes.expertsSearch, render: () => <ExpertsPage /> },
  { page: 'staff', label: '人员', gate: consoleRoutes.staffList, render: (staff) => <StaffPage me={staff} /> },
  { page: 'audit', label: '审计日志', gate: 'everyone', render: () => <AuditPage /> },
];

/** Where a member lands: the first of these their roles open (the queue first), else the audit log. */
const LANDING: readonly Page[] = ['queue', 'matches', 'hosts', 'content', 'experts', 'users', 'gold', 'platforms', 'staff'];

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
    return <LoadFailed error={me.error} retry={me.refetch} />;
  }
  const staff = me.data;
  const open = PAGES.filter((entry) => entry.gate === 'everyone' || mayUse(entry.gate, staff.roles));
  const opens = (p: Page) => open.some((entry) => entry.page === p);
  // A page the roles do not open (the first render, or roles changed) falls back to the landing page.
  const shown: Page = opens(page) ? page : (LANDING.find(opens) ?? 'audit');
  return (
    <div className="console">
      <header className="console-header">
        <strong>运营控制台</strong>
        <nav>
          {open.map((entry) => (
            <button key={entry.page} className={shown === entry.page ? 'active' : ''} onClick={() => setPage(entry.page)}>
              {entry.label}
            </button>
          ))}
        </nav>
        <span className="console-who">
          {staff.name}（{staff.roles.map((r) => STAFF_ROLE_NAMES[r]).join('、')}）
          <button onClick={() => logout.mutate()}>退出登录</button>
        </span>
      </header>
      <main>{open.find((entry) => entry.page === shown)?.render(staff)}</main>
    </div>
  );
}
