import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from '../../../lib/router';
import { BannerCarousel, BannerPlaceholder } from '../../../components/ui/banner-carousel';
import { CentreEntries } from '../../../components/ui/centre-entries';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { useFrameSteps } from '../../../components/ui/use-frame-steps';
import { QueryView } from '../../../components/ui/query-view';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { useAppActions } from '../../../lib/app-actions';
import { useTranslation } from '../../../lib/i18n';
import { fileUrl } from '../../../lib/file-url';
import { anchorBackgroundQuery, useAnchorBackground } from '../api/get-anchor-background';
import { anchorListQuery, useAnchorList } from '../api/get-anchor-list';
import { bannersQuery, useBanners } from '../api/get-banners';
import { liveHostsQuery, useLiveHosts } from '../api/get-live-hosts';
import { HostChunksSkeleton, LiveHostsSkeleton, LiveMatchesSkeleton } from '../components/anchor-home-skeleton';
import { HostChunks } from '../components/host-chunks';
import { LiveHosts } from '../components/live-hosts';
import { LiveMatches } from '../components/live-matches';
import { LoadError } from '../../../components/ui/load-error';
import '../anchor.css';

/** SPEC §2 /anchor: banners, hosts live now, every host eight to a page, matches with their live hosts. */
export default function AnchorHome() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { inNativeApp } = useAppActions();
  // The banners show as soon as they come (the largest picture); the lists render deferred, in slices
  // between which the browser can paint, rather than in one long task.
  const banners = useBanners();
  const background = useAnchorBackground().data;
  const list = useDeferredValue(useAnchorList());
  const live = useDeferredValue(useLiveHosts());
  // then the three sections, one frame after another (their skeletons hold their places until then)
  const shown = useFrameSteps(3, !list.isPending);

  const refresh = async () => {
    await Promise.all([
      client.refetchQueries({ queryKey: anchorListQuery().queryKey }),
      client.refetchQueries({ queryKey: liveHostsQuery().queryKey }),
      client.refetchQueries({ queryKey: bannersQuery(inNativeApp).queryKey }),
      client.refetchQueries({ queryKey: anchorBackgroundQuery().queryKey }),
    ]);
  };

  return (
    <TabPageFrame title={t('pages.anchor')}>
      <PullToRefresh onRefresh={refresh}>
        {/* SPEC §3 anchorBg: the page's backdrop behind the banners and lists, never a slide of the carousel */}
        <div
          className={background ? 'anchor-home has-background' : 'anchor-home'}
          data-testid="anchor-home"
          style={background ? { backgroundImage: `url("${fileUrl(background)}")` } : undefined}
        >
          {banners.isPending ? (
            <BannerPlaceholder />
          ) : banners.data && banners.data.length > 0 ? (
            <BannerCarousel banners={banners.data} />
          ) : null}
          <CentreEntries />
          {list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <>
              <section className="anchor-section" aria-labelledby="anchor-live-now">
                <h2 id="anchor-live-now" className="anchor-section-title">
                  {t('anchor.liveNow')}
                </h2>
                <QueryView query={live} ready={shown >= 1} loading={<LiveHostsSkeleton />}>
                  {(data) => <LiveHosts hosts={data.list} />}
                </QueryView>
              </section>
              <section className="anchor-section" aria-labelledby="anchor-all-hosts">
                <div className="anchor-section-head">
                  <h2 id="anchor-all-hosts" className="anchor-section-title">
                    {t('anchor.allHosts')}
                  </h2>
                  <Link className="anchor-more" to="/anchor/all-anchor">
                    {t('anchor.more')}
                  </Link>
                  <Link className="anchor-more" to="/anchor/week-rank">
                    {t('pages.weekRank')}
                  </Link>
                </div>
                <QueryView
                  query={list}
                  ready={shown >= 2}
                  loading={<HostChunksSkeleton />}
                  isEmpty={(data) => data.hostList.length === 0}
                  empty={<p className="anchor-empty">{t('anchor.noHosts')}</p>}
                >
                  {(data) => <HostChunks hosts={data.hostList} />}
                </QueryView>
              </section>
              <section className="anchor-section" aria-labelledby="anchor-matches">
                <h2 id="anchor-matches" className="anchor-section-title">
                  {t('anchor.matches')}
                </h2>
                <QueryView query={list} ready={shown >= 3} loading={<LiveMatchesSkeleton />}>
                  {(data) => <LiveMatches matches={data.liveMatchList} />}
                </QueryView>
              </section>
            </>
          )}
        </div>
      </PullToRefresh>
    </TabPageFrame>
  );
}
