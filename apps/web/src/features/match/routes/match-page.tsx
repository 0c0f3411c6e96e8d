import type { MatchDetail } from '@sport/contract';
import { useId } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { NotFoundView } from '../../../components/ui/load-error';
import { matchPagePath } from '../../../lib/match-path';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useMatchDetail } from '../api/get-match-detail';
import { FootballEvents } from '../components/football-events';
import { FootballStats } from '../components/football-stats';
import { FootballLineups } from '../components/football-lineups';
import { FootballCommentary } from '../components/football-commentary';
import { MatchHeader } from '../components/match-header';
import { MatchSkeleton } from '../components/match-skeleton';
import { isFootball } from '../components/match-status';
import { NbaBoxScore } from '../components/nba-box-score';
import { NbaPeriods } from '../components/nba-periods';
import { NbaPlays } from '../components/nba-plays';
import { RelatedTab } from '../components/related-tab';
import '../texts';
import '../../../components/ui/card.css';
import '../match.css';

/** Each sport's tabs, the first opening by default; line-ups and commentary are the simulator's (decision 031). */
const FOOTBALL_TABS = ['events', 'stats', 'lineups', 'commentary', 'related'] as const;
const NBA_TABS = ['periods', 'box', 'plays', 'related'] as const;
type MatchTab = (typeof FOOTBALL_TABS)[number] | (typeof NBA_TABS)[number];

function TabBody({ tab, detail }: { tab: MatchTab; detail: MatchDetail }) {
  switch (tab) {
    case 'events':
      return <FootballEvents detail={detail} />;
    case 'stats':
      return <FootballStats detail={detail} />;
    case 'lineups':
      return <FootballLineups detail={detail} />;
    case 'commentary':
      return <FootballCommentary detail={detail} />;
    case 'periods':
      return <NbaPeriods detail={detail} />;
    case 'box':
      return <NbaBoxScore detail={detail} />;
    case 'plays':
      return <NbaPlays detail={detail} />;
    case 'related':
      return <RelatedTab header={detail.header} />;
  }
}

function MatchBody({ detail, tabParam }: { detail: MatchDetail; tabParam: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panelId = useId();
  const tabs: readonly MatchTab[] = isFootball(detail.header) ? FOOTBALL_TABS : NBA_TABS;
  // the tab lives in the address, so a shared link or a reload opens the same one; an unknown one opens the first
  const tab = tabs.find((id) => id === tabParam) ?? tabs[0] ?? 'events';
  const matchId = detail.header.matchId;
  return (
    <div className="match-page">
      <MatchHeader detail={detail} />
      <Tabs
        tabs={tabs}
        tab={tab}
        onChange={(id) => void navigate(matchPagePath(matchId, id), { replace: true })}
        panelId={panelId}
        label={(id) => t(`match.tabs.${id}`)}
      />
      <TabPanel panelId={panelId} tab={tab} className="match-tab-body">
        <TabBody tab={tab} detail={detail} />
      </TabPanel>
    </div>
  );
}

function MatchView({ matchId, tabParam }: { matchId: number; tabParam: string | undefined }) {
  const { t } = useTranslation();
  const detail = useMatchDetail(matchId);
  return (
    <QueryView query={detail} loading={<MatchSkeleton />} notFoundText={t('match.notFound')}>
      {(data) => <MatchBody detail={data} tabParam={tabParam} />}
    </QueryView>
  );
}

/** Ours (issue 24, SPEC §7 leaves it to the native app): /match/:id/:tab?, one match of any sport. */
export default function MatchPage() {
  const { t } = useTranslation();
  const { id, tab } = useParams();
  const matchId = Number(id);
  const valid = Number.isInteger(matchId) && matchId > 0;
  return (
    <PageFrame title={t('match.title')}>
      {valid ? (
        <MatchView key={matchId} matchId={matchId} tabParam={tab} />
      ) : (
        <NotFoundView text={t('match.notFound')} />
      )}
    </PageFrame>
  );
}
