import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { anchorListQuery, useAnchorList } from '../api/get-anchor-list';
import { bannersQuery, useBanners } from '../api/get-banners';
import { liveHostsQuery, useLiveHosts } from '../api/get-live-hosts';
import { AnchorHomeSkeleton } from '../components/anchor-home-skeleton';
import { BannerSwiper } from '../components/banner-swiper';
import { HostChunks } from '../components/host-chunks';
import { LiveHosts } from '../components/live-hosts';
import { LiveMatches } from '../components/live-matches';
import { LoadError } from '../components/load-error';
import { PullRefresh } from '../components/pull-refresh';
import { useSessionRefresh } from '../lib/use-session-refresh';
import '../anchor.css';

/** SPEC §2 /anchor: banners, hosts live now, every host eight to a page, matches with their live hosts. */
export default function AnchorHome() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useAnchorList();
  const live = useLiveHosts();
  const banners = useBanners();
  useSessionRefresh();

  const refresh = async () => {
    await Promise.all([
      client.refetchQueries({ queryKey: anchorListQuery().queryKey }),
      client.refetchQueries({ queryKey: liveHostsQuery().queryKey }),
      client.refetchQueries({ queryKey: bannersQuery().queryKey }),
    ]);
  };

  return (
    <TabPageFrame title={t('pages.anchor')}>
      <PullRefresh onRefresh={refresh}>
        <div className="anchor-home">
          {banners.data ? <BannerSwiper banners={banners.data} /> : null}
          {list.isPending ? (
            <AnchorHomeSkeleton />
          ) : list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <>
              <section className="anchor-section" aria-labelledby="anchor-live-now">
                <h2 id="anchor-live-now" className="anchor-section-title">
                  {t('anchor.liveNow')}
                </h2>
                {live.isError ? (
                  <LoadError error={live.error} onRetry={() => void live.refetch()} />
                ) : (
                  <LiveHosts hosts={live.data?.list ?? []} />
                )}
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
                {list.data.hostList.length > 0 ? (
                  <HostChunks hosts={list.data.hostList} />
                ) : (
                  <p className="anchor-empty">{t('anchor.noHosts')}</p>
                )}
              </section>
              <section className="anchor-section" aria-labelledby="anchor-matches">
                <h2 id="anchor-matches" className="anchor-section-title">
                  {t('anchor.matches')}
                </h2>
                <LiveMatches matches={list.data.liveMatchList} />
              </section>
            </>
          )}
        </div>
      </PullRefresh>
    </TabPageFrame>
  );
}
