import { HostListKind, HostLiveStatus } from '@sport/contract';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { ALL_HOSTS_TABS, useAllHosts, type AllHostsTab } from '../api/get-all-hosts';
import { Avatar } from '../../../components/ui/avatar';
import { useOpenHost } from '../components/use-open-host';
import '../anchor.css';
import '../texts';

const PANEL = 'all-anchor-hosts';
const EMPTY_TEXT: Record<AllHostsTab, string> = {
  0: 'anchor.noHosts',
  [HostListKind.Live]: 'anchor.noLiveHosts',
  [HostListKind.ComingSoon]: 'anchorPages.noSoonHosts',
  [HostListKind.Scheduled]: 'anchorPages.noScheduledHosts',
};

/** The tab in the address (?kind=), so it is still open when the user comes back from a host's page. */
const tabOf = (raw: string | null): AllHostsTab => ALL_HOSTS_TABS.find((tab) => String(tab) === raw) ?? 0;

/**
 * SPEC §2 /anchor/all-anchor: every host, or one host list kind per tab (SPEC §4: live, coming soon,
 * scheduled), live ones first; more rows load as the list is scrolled, however many hosts there are.
 */
export default function AllAnchors() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('kind'));
  const choose = (next: AllHostsTab) => setParams(next === 0 ? {} : { kind: String(next) }, { replace: true });
  return (
    <PageFrame title={t('pages.allAnchor')}>
      <Tabs
        tabs={ALL_HOSTS_TABS}
        tab={tab}
        onChange={choose}
        panelId={PANEL}
        label={(id) => (id === 0 ? t('anchorPages.tabAll') : t(`anchorPages.kind${id}`))}
      />
      <TabPanel panelId={PANEL} tab={tab}>
        <HostRows key={tab} tab={tab} />
      </TabPanel>
    </PageFrame>
  );
}

function HostRows({ tab }: { tab: AllHostsTab }) {
  const { t } = useTranslation();
  const hosts = useAllHosts(tab);
  const openHost = useOpenHost();
  return (
    <QueryView
      query={hosts}
      isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
      empty={<EmptyState title={t(EMPTY_TEXT[tab])} />}
    >
      {(data) => (
        <>
          <ul className="host-rows">
            {data.pages
              .flatMap((page) => page.list)
              .map((host) => (
                <li key={host.hostId}>
                  <Link className="host-row" to={`/anchor/detail/${host.hostId}`} onClick={(e) => openHost(e, host)}>
                    <Avatar src={host.headUrl} size={48} name={host.nickName} />
                    <span className="host-row-body">
                      <span className="host-row-name">{host.nickName}</span>
                      <span className="host-row-meta">
                        {t('anchorPages.followers', { count: host.attention })}
                        {host.tags.length > 0 ? ` · ${host.tags.join(' / ')}` : ''}
                      </span>
                    </span>
                    {host.liveStatus === HostLiveStatus.Live ? (
                      <span className="live-mark inline">{t('anchor.live')}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
          </ul>
          <LoadMore
            hasMore={hosts.hasNextPage}
            loading={hosts.isFetchingNextPage}
            onMore={() => void hosts.fetchNextPage()}
            moreText={t('anchorPages.moreHosts')}
            loadingText={t('common.loading')}
            endText={t('anchorPages.noMore')}
          />
        </>
      )}
    </QueryView>
  );
}
