import { NBA_CURRENT_SEASON_ID, NBA_TEAM_PROFILE_SEASON_ID, NbaKind, nbaSeasonLabel } from '@sport/contract';
import { useId, useState } from 'react';
import { useParams } from '../../../lib/router';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useTeamLineUp } from '../api/get-team-line-up';
import { ConferencePlace } from './conference-place';
import { NbaSkeleton } from './nba-skeleton';
import { PageKindSwitch as KindSwitch, SeasonSwitch } from './nba-switchers';
import { SeasonNote } from './season-note';
import { TeamData } from './team-data';
import { TeamGames } from './team-games';
import { TeamRoster } from './team-roster';
import '../texts';
import '../../../components/ui/card.css';
import '../../../components/ui/segment.css';
import './nba.css';

type TeamTab = 'roster' | 'games' | 'data';
const TABS: readonly TeamTab[] = ['roster', 'games', 'data'];
const isId = (n: number) => Number.isInteger(n) && n > 0;
// the coach and arena are of a past season's record: named with it, as today's may be others
const profileSeason = nbaSeasonLabel(NBA_TEAM_PROFILE_SEASON_ID);

function TeamBody({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const lineUp = useTeamLineUp(teamId);
  const [tab, setTab] = useState<TeamTab>('roster');
  // one season and kind for the three tabs
  const [seasonId, setSeasonId] = useState<number>(NBA_CURRENT_SEASON_ID);
  const [kind, setKind] = useState<number>(NbaKind.Regular);
  const panelId = useId();
  return (
    <QueryView query={lineUp} loading={<NbaSkeleton rows={8} />} notFoundText={t('nba.teamPage.notFound')}>
      {({ team }) => (
        <div className="nba-page">
          <PageHeader logo={team.logo} name={team.name}>
            <span>{team.city}</span>
            <ConferencePlace teamId={team.id} conference={team.conference} />
            {team.coachName ? <span data-testid="team-coach">{t('nba.teamPage.coach', { name: team.coachName, season: profileSeason })}</span> : null}
            {team.venueName ? <span data-testid="team-arena">{t('nba.teamPage.arena', { name: team.venueName, season: profileSeason })}</span> : null}
          </PageHeader>
          <Tabs tabs={TABS} tab={tab} onChange={setTab} panelId={panelId} label={(id) => t(`nba.teamPage.tabs.${id}`)} />
          <TabPanel panelId={panelId} tab={tab}>
            <KindSwitch kind={kind} onChange={setKind} />
            <SeasonSwitch seasonId={seasonId} onChange={setSeasonId} />
            <SeasonNote seasonId={seasonId} />
            {tab === 'roster' ? <TeamRoster input={{ teamId, kind, seasonId }} /> : null}
            {tab === 'games' ? <TeamGames input={{ teamId, kind, seasonId }} /> : null}
            {tab === 'data' ? <TeamData input={{ teamId, kind, seasonId }} /> : null}
          </TabPanel>
        </div>
      )}
    </QueryView>
  );
}

/** SPEC §2 /nba/team/:id: the team, its roster, its games by kind and its figures and leaders. */
export function TeamPage() {
  const { t } = useTranslation();
  const teamId = Number(useParams().id);
  return (
    <PageFrame title={t('pages.team')}>
      {isId(teamId) ? <TeamBody key={teamId} teamId={teamId} /> : <NotFoundView text={t('nba.teamPage.notFound')} />}
    </PageFrame>
  );
}
