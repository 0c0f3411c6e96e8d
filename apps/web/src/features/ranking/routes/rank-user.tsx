import '../texts';
import { Suspense, useState } from 'react';
import { useParams } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoginGate } from '../../../components/ui/login-gate';
import { LoadMore } from '../../../components/ui/load-more';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { lazyWithTimeout } from '../../../lib/chunk';
import { useTranslation } from '../../../lib/i18n';
import { useBettingList } from '../api/get-betting-list';
import { BetCard } from '../components/bet-card';
import { SlipsSkeleton } from '../components/ranking-skeleton';
import { ReportCard } from '../components/report-card';
import { UserProfile } from '../components/user-profile';
import '../ranking.css';

const UserForum = lazyWithTimeout(() => import('../components/user-forum'));

type Tab = 'bets' | 'reports' | 'forum';
const TABS: readonly Tab[] = ['bets', 'reports', 'forum'];
const TAB_TEXT: Record<Tab, string> = { bets: 'ranking.bets', reports: 'ranking.userReports', forum: 'ranking.forum' };
const PANEL = 'rank-user-panel';

function UserPage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const bets = useBettingList(userId);
  const [tab, setTab] = useState<Tab>('bets');

  return (
    <QueryView query={bets} loading={<SlipsSkeleton />} notFoundText={t('ranking.notFound')}>
      {(data) => {
        const first = data.pages[0];
        if (!first) return null;
        const list = data.pages.flatMap((page) => page.list);
        return (
          <div className="rk-user">
            <UserProfile profile={first} />
            <Tabs tabs={TABS} tab={tab} onChange={setTab} panelId={PANEL} label={(id) => t(TAB_TEXT[id])} />
            <TabPanel panelId={PANEL} tab={tab} className="rk-section">
              {tab === 'bets' ? (
                list.length === 0 ? (
                  <EmptyState title={t('ranking.noBets')} />
                ) : (
                  <>
                    <p className="rk-meta">{t('ranking.totalBets', { count: first.total })}</p>
                    {list.map((bet) => (
                      <BetCard key={bet.orderId} bet={bet} />
                    ))}
                    <LoadMore
                      hasMore={bets.hasNextPage}
                      loading={bets.isFetchingNextPage}
                      onMore={() => void bets.fetchNextPage()}
                      moreText={t('ranking.more')}
                      loadingText={t('common.loading')}
                      endText={t('ranking.noMore')}
                    />
                  </>
                )
              ) : null}
              {tab === 'reports' ? (
                first.reports.length === 0 ? (
                  <EmptyState title={t('ranking.noReports')} />
                ) : (
                  first.reports.map((report) => <ReportCard key={report.id} report={report} showUser={false} />)
                )
              ) : null}
              {tab === 'forum' ? (
                // The forum is for members (SPEC §5), what a user posted there too.
                <LoginGate>
                  <Suspense fallback={<p className="loading-line">{t('common.loading')}</p>}>
                    <UserForum userId={userId} />
                  </Suspense>
                </LoginGate>
              ) : null}
            </TabPanel>
          </div>
        );
      }}
    </QueryView>
  );
}

/** SPEC §2 rank-user (/user-ranking/user/:id): a user's profile, title and record, bets, reports and forum posts. */
export default function RankUser() {
  const { t } = useTranslation();
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  return (
    <PageFrame title={t('pages.rankUser')}>
      {valid ? <UserPage key={userId} userId={userId} /> : <NotFoundView text={t('ranking.notFound')} />}
    </PageFrame>
  );
}
