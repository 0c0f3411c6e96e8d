import { useId, useState } from 'react';
import { useParams } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { TabPanel } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useLeagueSeason } from '../api/get-seasons';
import { useTeamLineUp } from '../api/get-team-line-up';
import { useTeamSeasonList } from '../api/get-team-season-list';
import type { CentreConfig } from '../centres';
import { CentreSkeleton } from './centre-skeleton';
import { TeamHeader } from './team-header';
import { TeamLeaders } from './team-leaders';
import { TeamMatches } from './team-matches';
import { TeamSeasonSwitcher } from './team-season-switcher';
import { openingSeason } from './team-seasons';
import { TeamSkeleton } from './team-skeleton';
import { TeamSquad } from './team-squad';
import { TeamTabs, type TeamTab } from './team-tabs';
import { SeasonNotes } from './season-notes';
import '../../../components/ui/card.css';
import '../../../components/ui/segment.css';
import './centre.css';
import './team-page.css';

const isId = (n: number) => Number.isInteger(n) && n > 0;

/** A league team's season whose scores are partly simulated, or partly missing from the source, says so, as the league's centre does. */
function TeamSeasonNote({ centre, leagueId, seasonId }: { centre: CentreConfig; leagueId: number | null; seasonId: number }) {
  return <SeasonNotes season={useLeagueSeason(centre, leagueId, seasonId)} />;
}

/** The season-bound tabs (matches, leaders) under the team's season switcher. */
function SeasonTab({
  centre,
  teamId,
  leagueId,
  tab,
  chosen,
  onChoose,
}: {
  centre: CentreConfig;
  teamId: number;
  leagueId: number | null;
  tab: Exclude<TeamTab, 'squad'>;
  chosen: number | null;
  onChoose: (seasonId: number) => void;
}) {
  const { t } = useTranslation();
  const seasons = useTeamSeasonList(centre, teamId);
  const teamPath = (id: number) => centre.teamPath(id, leagueId);
  const { playerPath } = centre;
  return (
    <QueryView
      query={seasons}
      loading={<CentreSkeleton />}
      isEmpty={(groups) => groups.every((g) => g.list.length === 0)}
      empty={<EmptyState title={t('football.teamPage.noSeasons')} />}
    >
      {(groups) => {
        const shown = groups.filter((g) => g.list.length > 0);
        const seasonId = chosen ?? openingSeason(shown, centre.team.competitionId(leagueId));
        if (seasonId === undefined) return null;
        const input = { teamId, seasonId };
        return (
          <>
            <TeamSeasonSwitcher groups={shown} seasonId={seasonId} onChange={onChoose} />
            <TeamSeasonNote centre={centre} leagueId={leagueId} seasonId={seasonId} />
            {tab === 'matches' ? (
              <TeamMatches centre={centre} input={input} teamPath={teamPath} />
            ) : (
              <TeamLeaders centre={centre} input={input} playerPath={playerPath ? (id) => playerPath(id, leagueId) : null} />
            )}
          </>
        );
      }}
    </QueryView>
  );
}

function TeamBody({ centre, teamId, leagueId }: { centre: CentreConfig; teamId: number; leagueId: number | null }) {
  const { t } = useTranslation();
  const lineUp = useTeamLineUp(centre, teamId);
  const [tab, setTab] = useState<TeamTab>('squad');
  // one season for both season tabs: the one chosen on matches stays on leaders
  const [season, setSeason] = useState<number | null>(null);
  const panelId = useId();
  const { playerPath } = centre;
  return (
    <QueryView query={lineUp} loading={<TeamSkeleton />} notFoundText={t('football.teamPage.notFound')}>
      {(data) => (
        <div className="fb-team-page">
          <TeamHeader team={data.team} />
          <TeamTabs tab={tab} onChange={setTab} panelId={panelId} />
          <TabPanel panelId={panelId} tab={tab} className="fb-panel">
            {tab === 'squad' ? (
              <TeamSquad players={data.players} playerPath={playerPath ? (id) => playerPath(id, leagueId) : null} />
            ) : (
              <SeasonTab centre={centre} teamId={teamId} leagueId={leagueId} tab={tab} chosen={season} onChoose={setSeason} />
            )}
          </TabPanel>
        </div>
      )}
    </QueryView>
  );
}

/** SPEC §2 team pages: the team, its squad by position, and its matches and leaders of a season it played. */
export function TeamPage({ centre }: { centre: CentreConfig }) {
  const { t } = useTranslation();
  const params = useParams();
  const teamId = Number(params.id);
  const leagueId = params.leagueId === undefined ? null : Number(params.leagueId);
  const valid = isId(teamId) && (leagueId === null || isId(leagueId));
  return (
    <PageFrame title={t('pages.team')}>
      {valid ? (
        <TeamBody key={`${leagueId}:${teamId}`} centre={centre} teamId={teamId} leagueId={leagueId} />
      ) : (
        <NotFoundView text={t('football.teamPage.notFound')} />
      )}
    </PageFrame>
  );
}
