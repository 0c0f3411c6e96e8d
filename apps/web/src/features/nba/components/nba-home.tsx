import { MatchCentreTab, nbaRoutes } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useHasCup, useHasRegular } from '../api/get-match-dates';
import { usePlayoffShape } from '../api/get-playoff-games';
import { NBA_TABS, useNbaCentreChoice } from './nba-search';
import { NbaSkeleton } from './nba-skeleton';
import { CENTRE_KINDS, KindSwitch, scopeOf, SeasonSwitch, type CentreKind } from './nba-switchers';
import { PlayerStatsTab } from './player-stats-tab';
import { ScheduleTab } from './schedule-tab';
import { SeasonNote } from './season-note';
import { StandingsTab } from './standings-tab';
import { TeamStatsTab } from './team-stats-tab';
import '../texts';
import '../../../components/ui/card.css';
import '../../../components/ui/segment.css';
import './nba.css';

const PATHS = new Set<string>(Object.values(nbaRoutes).map((def) => def.path));

/**
 * The kind the centre shows: the one asked for where the season has its games, else the first that has (a past
 * season holding only the record's Finals opens on 季后赛), the regular season where none has; null while that
 * is not known yet.
 */
function shownKind(asked: CentreKind, has: Record<CentreKind, boolean | undefined>): CentreKind | null {
  if (has[asked] === true) return asked;
  const other = CENTRE_KINDS.find((k) => has[k] === true);
  if (has[asked] === false && other) return other;
  return CENTRE_KINDS.every((k) => has[k] === false) ? 'regular' : null;
}

/**
 * SPEC §2 /nba (kept alive, and the kind, season and tab are in the address, so they stay while a team or player
 * page is open and after a reload): the kind and season switchers and the four tabs, all reading what the
 * switchers chose. The playoffs are offered only for a season whose playoffs have games, the Cup only for one
 * that has a Cup knockout: every kind offered shows games.
 */
export function NbaHome() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [choice, choose] = useNbaCentreChoice();
  const { seasonId, tab } = choice;
  const has: Record<CentreKind, boolean | undefined> = {
    regular: useHasRegular(seasonId).data,
    playoffs: usePlayoffShape(seasonId).data?.playoffs,
    cup: useHasCup(seasonId).data,
  };
  const shown = shownKind(choice.kind, has);
  const kind = shown ?? choice.kind;
  const panelId = useId();
  const scope = scopeOf(kind);
  const refresh = () => client.refetchQueries({ predicate: (q) => PATHS.has(String(q.queryKey[0])), type: 'active' });
  return (
    <TabPageFrame title={t('pages.nba')}>
      <PullToRefresh onRefresh={refresh}>
        <div className="nba-centre">
          <KindSwitch
            // 常规赛 stays in place while the season's days are on their way
            kinds={CENTRE_KINDS.filter((k) => has[k] === true || (k === 'regular' && has[k] === undefined))}
            kind={kind}
            onChange={(k) => choose({ kind: k })}
          />
          <SeasonSwitch seasonId={seasonId} onChange={(id) => choose({ seasonId: id })} />
          <SeasonNote seasonId={seasonId} />
          <Tabs tabs={NBA_TABS} tab={tab} onChange={(id) => choose({ tab: id })} panelId={panelId} label={(id) => t(`nba.tabs.${id}`)} />
          <TabPanel panelId={panelId} tab={tab} className="nba-panel">
            {tab === MatchCentreTab.Schedule ? (
              shown === null ? (
                <NbaSkeleton />
              ) : (
                <ScheduleTab kind={kind} seasonId={seasonId} />
              )
            ) : null}
            {tab === MatchCentreTab.Standings ? <StandingsTab seasonId={seasonId} /> : null}
            {tab === MatchCentreTab.PlayerStats ? <PlayerStatsTab seasonId={seasonId} scope={scope} /> : null}
            {tab === MatchCentreTab.TeamStats ? <TeamStatsTab seasonId={seasonId} scope={scope} /> : null}
          </TabPanel>
        </div>
      </PullToRefresh>
    </TabPageFrame>
  );
}
