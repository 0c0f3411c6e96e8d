import { newsRoutes, systemRoutes, TIP_TABS, type TipTab } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { BannerCarousel, BannerPlaceholder } from '../../../components/ui/banner-carousel';
import { EmptyState } from '../../../components/ui/empty-state';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { QueryView } from '../../../components/ui/query-view';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useHotExperts } from '../api/get-experts';
import { useNewsBanners } from '../api/get-banners';
import { useTips, type TipFilters } from '../api/get-tips';
import { ExpertChunks } from '../components/expert-chunks';
import { FollowedExperts } from '../components/followed-experts';
import { OngoingMatchFilter } from '../components/ongoing-match-filter';
import { ExpertGridSkeleton } from '../components/news-skeleton';
import { TipFilterBar } from '../components/tip-filters';
import { TipList } from '../components/tip-list';
import '../texts';
import '../news.css';

// what a pull refreshes: everything this page shows
const PAGE_CALLS = new Set<string>([
  newsRoutes.professorList.path,
  newsRoutes.messageList.path,
  newsRoutes.ongoingMatches.path,
  systemRoutes.imagesQuery.path,
]);

function HotExperts() {
  const { t } = useTranslation();
  const experts = useHotExperts();
  return (
    <QueryView
      query={experts}
      loading={<ExpertGridSkeleton />}
      isEmpty={(page) => page.list.length === 0}
      empty={<EmptyState title={t('news.noExperts')} />}
    >
      {(page) => <ExpertChunks experts={page.list} label={t('news.hotExperts')} />}
    </QueryView>
  );
}

function Tips({ tab, filters }: { tab: TipTab; filters: TipFilters }) {
  const { t } = useTranslation();
  // the match filter offers matches still to be settled: settled tips are never on one of them
  const tips = useTips(tab, tab === 'new' ? filters : { ...filters, sportsIds: undefined });
  return <TipList query={tips} emptyText={tab === 'new' ? t('news.noTips') : t('news.noHistory')} />;
}

/** SPEC §2 /news (kept alive): the news banner, hot and followed experts, then the tips, new or settled, filtered. */
export default function NewsHome() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const banners = useNewsBanners();
  const [tab, setTab] = useState<TipTab>('new');
  const [filters, setFilters] = useState<TipFilters>({});
  const panelId = useId();

  const refresh = () => client.refetchQueries({ predicate: (q) => PAGE_CALLS.has(String(q.queryKey[0])), type: 'active' });

  return (
    <TabPageFrame title={t('pages.news')}>
      <PullToRefresh onRefresh={refresh}>
        <div className="news-home">
          {banners.isPending ? (
            <BannerPlaceholder />
          ) : banners.data && banners.data.length > 0 ? (
            <BannerCarousel banners={banners.data} />
          ) : null}
          <section className="news-section" aria-labelledby="news-hot-experts">
            <div className="news-section-head">
              <h2 id="news-hot-experts" className="news-section-title">
                {t('news.hotExperts')}
              </h2>
              <Link className="news-more" to="/news/all-gods">
                {t('news.allExperts')}
              </Link>
            </div>
            <HotExperts />
          </section>
          <section className="news-section" aria-labelledby="news-followed">
            <h2 id="news-followed" className="news-section-title">
              {t('news.followedExperts')}
            </h2>
            <FollowedExperts />
          </section>
          <section className="news-section news-tips" aria-label={t('news.tips')}>
            <Tabs
              tabs={TIP_TABS.map((x) => x.key)}
              tab={tab}
              onChange={setTab}
              panelId={panelId}
              label={(key) => t(`news.tab.${key}`)}
            />
            <TipFilterBar
              filters={filters}
              // another sport's match would leave the list empty: a new sport starts from every match
              onChange={(next) => setFilters(next.sportsType === filters.sportsType ? next : { ...next, sportsIds: undefined })}
            />
            {tab === 'new' ? (
              <OngoingMatchFilter
                sportsType={filters.sportsType}
                matchId={filters.sportsIds}
                onChange={(sportsIds) => setFilters({ ...filters, sportsIds })}
              />
            ) : null}
            <TabPanel panelId={panelId} tab={tab}>
              <Tips tab={tab} filters={filters} />
            </TabPanel>
          </section>
        </div>
      </PullToRefresh>
    </TabPageFrame>
  );
}
