import { MatchCentreTab, NBA_CURRENT_SEASON_ID, nbaRoutes, type MatchCentreTabId } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { useTranslation } from '../../../lib/i18n';
import { KindSwitch, scopeOf, SeasonSwitch, type CentreKind } from './nba-switchers';
import { PlayerStatsTab } from './player-stats-tab';
import { ScheduleTab } from './schedule-tab';
import { StandingsTab } from './standings-tab';
import { TeamStatsTab } from './team-stats-tab';
import '../texts';
import './nba.css';

const TABS: readonly MatchCentreTabId[] = [
  MatchCentreTab.Schedule,
  MatchCentreTab.Standings,
  MatchCentreTab.PlayerStats,
  MatchCentreTab.TeamStats,
];
const PATHS = new Set<string>(Object.values(nbaRoutes).map((def) => def.path));

/**
 * SPEC §2 /nba (kept alive, so the kind, season and tab chosen stay while a team or player page is open): the
 * kind and season switchers and the four tabs, all reading what the switchers chose.
 */
export function NbaHome() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<CentreKind>('regular');
  const [seasonId, setSeasonId] = useState<number>(NBA_CURRENT_SEASON_ID);
  const [tab, setTab] = useState<MatchCentreTabId>(MatchCentreTab.Schedule);
  const panelId = useId();
  const scope = scopeOf(kind);
  const refresh = () => client.refetchQueries({ predicate: (q) => PATHS.has(String(q.queryKey[0])), type: 'active' });
  return (
    <TabPageFrame title={t('pages.nba')}>
      <PullToRefresh
        onRefresh={refresh}
        texts={{
          pulling: t('nba.pullToRefresh'),
          canRelease: t('nba.releaseToRefresh'),
          refreshing: t('common.loading'),
          complete: t('nba.refreshed'),
        }}
      >
        <div className="nba-centre">
          <KindSwitch kind={kind} onChange={setKind} />
          <SeasonSwitch seasonId={seasonId} onChange={setSeasonId} />
          <div className="nba-tabs" role="tablist">
            {TABS.map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`${panelId}-tab-${id}`}
                aria-selected={id === tab}
                aria-controls={panelId}
                onClick={() => setTab(id)}
              >
                {t(`nba.tabs.${id}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${tab}`} className="nba-panel">
            {tab === MatchCentreTab.Schedule ? <ScheduleTab kind={kind} seasonId={seasonId} /> : null}
            {tab === MatchCentreTab.Standings ? <StandingsTab seasonId={seasonId} /> : null}
            {tab === MatchCentreTab.PlayerStats ? <PlayerStatsTab seasonId={seasonId} scope={scope} /> : null}
            {tab === MatchCentreTab.TeamStats ? <TeamStatsTab seasonId={seasonId} scope={scope} /> : null}
          </div>
        </div>
      </PullToRefresh>
    </TabPageFrame>
  );
}
