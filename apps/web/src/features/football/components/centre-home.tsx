import { MatchCentreTab } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { QueryView } from '../../../components/ui/query-view';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { TabPanel } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useSeasons } from '../api/get-seasons';
import type { CentreConfig, SeasonOption } from '../centres';
import { CentreSkeleton } from './centre-skeleton';
import { CentreTabs, useCentreTab } from './centre-tabs';
import { CentreVideoSchedule } from './centre-video-schedule';
import type { CentreScope } from './centre-scope';
import { LeagueSwitcher, SeasonSwitcher } from './centre-switchers';
import { PlayerRankingTab } from './player-ranking-tab';
import { ScheduleTab } from './schedule-tab';
import { StandingsTab } from './standings-tab';
import { TeamStatsTab } from './team-stats-tab';
import { SeasonNotes } from './season-notes';
import '../../../components/ui/card.css';
import '../../../components/ui/segment.css';
import './centre.css';

/** The season a centre opens on: the current one, else the newest. */
const currentSeason = (seasons: readonly SeasonOption[]): number | undefined =>
  (seasons.find((s) => s.isCurrent) ?? seasons[0])?.seasonId;

/**
 * SPEC §2 football centre (/world-cup, /euro-cup, /five-leagues): the switchers, the video schedule where the
 * centre has one, and the four tabs, all reading the season the switchers chose.
 */
export function CentreHome({ centre }: { centre: CentreConfig }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [leagueId, setLeagueId] = useState<number | null>(centre.leagues[0]?.id ?? null);
  // a chosen season belongs to the league it was chosen in
  const [chosen, setChosen] = useState<{ leagueId: number | null; seasonId: number } | null>(null);
  const seasons = useSeasons(centre, { leagueId });
  const paths = new Set(Object.values(centre.calls).flatMap((call) => (call ? [call.def.path] : [])));

  const refresh = () => client.refetchQueries({ predicate: (q) => paths.has(String(q.queryKey[0])), type: 'active' });

  return (
    <TabPageFrame title={t(centre.titleKey)}>
      <PullToRefresh onRefresh={refresh}>
        <div className="fb-centre">
          <LeagueSwitcher centre={centre} leagueId={leagueId} onChange={setLeagueId} />
          <QueryView query={seasons} loading={<CentreSkeleton />} empty={<EmptyState title={t('football.noData')} />}>
            {(list) => {
              const seasonId = chosen?.leagueId === leagueId ? chosen.seasonId : currentSeason(list);
              if (seasonId === undefined) return null;
              const season = list.find((s) => s.seasonId === seasonId);
              return (
                <CentreBody
                  scope={{ centre, seasonId, leagueId, recordOnly: season?.simulatedFrom === undefined }}
                  switcher={
                    <>
                      <SeasonSwitcher
                        centre={centre}
                        seasons={list}
                        seasonId={seasonId}
                        onChange={(id) => setChosen({ leagueId, seasonId: id })}
                      />
                      <SeasonNotes season={season} />
                    </>
                  }
                />
              );
            }}
          </QueryView>
        </div>
      </PullToRefresh>
    </TabPageFrame>
  );
}

function CentreBody({ scope, switcher }: { scope: CentreScope; switcher: ReactNode }) {
  const [tab, setTab] = useCentreTab(scope.centre.key);
  const panelId = useId();
  return (
    <>
      {switcher}
      {scope.centre.videoSchedule ? <CentreVideoSchedule scope={scope} /> : null}
      <CentreTabs tab={tab} onChange={setTab} panelId={panelId} />
      <TabPanel panelId={panelId} tab={tab} className="fb-panel">
        {tab === MatchCentreTab.Schedule ? <ScheduleTab scope={scope} /> : null}
        {tab === MatchCentreTab.Standings ? <StandingsTab scope={scope} /> : null}
        {tab === MatchCentreTab.PlayerStats ? <PlayerRankingTab scope={scope} /> : null}
        {tab === MatchCentreTab.TeamStats ? <TeamStatsTab scope={scope} /> : null}
      </TabPanel>
    </>
  );
}
