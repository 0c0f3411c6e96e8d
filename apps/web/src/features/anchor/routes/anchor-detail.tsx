import { HostLiveStatus } from '@sport/contract';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from '../../../lib/router';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useHostDetail } from '../api/get-host-detail';
import { useHostSchedule } from '../api/get-host-schedule';
import { HostProfile } from '../components/host-profile';
import { LiveTab } from '../components/live-tab';
import { MomentList } from '../components/moment-list';
import { ScheduleList } from '../components/schedule-list';
import '../anchor.css';
import '../texts';

type Tab = 'live' | 'schedule' | 'moments';
const TAB_TITLES: Record<Tab, string> = {
  live: 'anchorPages.tabLive',
  schedule: 'anchorPages.tabSchedule',
  moments: 'anchorPages.tabMoments',
};
const TABS = Object.keys(TAB_TITLES) as Tab[];

function ScheduleTab({ hostId, onWatch }: { hostId: number; onWatch: () => void }) {
  const schedule = useHostSchedule(hostId);
  return <QueryView query={schedule}>{(entries) => <ScheduleList entries={entries} onWatch={onWatch} />}</QueryView>;
}

function HostPage({ hostId }: { hostId: number }) {
  const { t } = useTranslation();
  const host = useHostDetail(hostId);
  const [chosen, setChosen] = useState<Tab | null>(null);

  return (
    <QueryView query={host} notFoundText={t('anchorPages.notFound')}>
      {(data) => {
        const tab: Tab = chosen ?? (data.liveStatus === HostLiveStatus.Live ? 'live' : 'schedule');
        return (
          <div className="anchor-detail">
            <HostProfile host={data} />
            <Tabs activeKey={tab} onChange={(key) => setChosen(key as Tab)} className="anchor-tabs">
              {TABS.map((key) => (
                <Tabs.Tab key={key} title={t(TAB_TITLES[key])} />
              ))}
            </Tabs>
            <div className="anchor-tab-body" role="tabpanel" aria-label={t(TAB_TITLES[tab])}>
              {tab === 'live' ? <LiveTab host={data} /> : null}
              {tab === 'schedule' ? <ScheduleTab hostId={hostId} onWatch={() => setChosen('live')} /> : null}
              {tab === 'moments' ? <MomentList hostId={hostId} /> : null}
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}

/** SPEC §2 /anchor/detail/:id: the host, follow, and the live room, schedule and moments tabs. */
export default function AnchorDetail() {
  const { t } = useTranslation();
  const { id } = useParams();
  const hostId = Number(id);
  const valid = Number.isInteger(hostId) && hostId > 0;
  return (
    <PageFrame title={t('pages.anchorDetail')}>
      {valid ? <HostPage key={hostId} hostId={hostId} /> : <NotFoundView text={t('anchorPages.notFound')} />}
    </PageFrame>
  );
}
