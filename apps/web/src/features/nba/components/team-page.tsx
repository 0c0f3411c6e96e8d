import { conferenceLabel, NBA_CURRENT_SEASON_ID, NbaKind } from '@sport/contract';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useTeamLineUp } from '../api/get-team-line-up';
import { NbaSkeleton } from './nba-skeleton';
import { SeasonSwitch } from './nba-switchers';
import { TeamData } from './team-data';
import { TeamGames } from './team-games';
import { TeamRoster } from './team-roster';
import '../texts';
import '../../../components/ui/card.css';
import '../../../components/ui/segment.css';
import './nba.css';

type TeamTab = 'roster' | 'games' | 'data';
const TABS: readonly TeamTab[] = ['roster', 'games', 'data'];
const KINDS = [NbaKind.Regular, NbaKind.Playoffs] as const;

const isId = (n: number) => Number.isInteger(n) && n > 0;

function TeamBody({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const lineUp = useTeamLineUp(teamId);
  const [tab, setTab] = useState<TeamTab>('roster');
  // one season and kind for both season tabs
  const [seasonId, setSeasonId] = useState<number>(NBA_CURRENT_SEASON_ID);
  const [kind, setKind] = useState<number>(NbaKind.Regular);
  const panelId = useId();
  return (
    <QueryView query={lineUp} loading={<NbaSkeleton rows={8} />} notFoundText={t('nba.teamPage.notFound')}>
      {({ team }) => (
        <div className="nba-page">
          <PageHeader logo={team.logo} name={team.name}>
            <span>{team.city}</span>
            <span>{conferenceLabel(team.conference)}</span>
            {team.coachName ? <span>{t('nba.teamPage.coach', { name: team.coachName })}</span> : null}
          </PageHeader>
          <Tabs tabs={TABS} tab={tab} onChange={setTab} panelId={panelId} label={(id) => t(`nba.teamPage.tabs.${id}`)} />
          <TabPanel panelId={panelId} tab={tab}>
            {tab === 'roster' ? (
              <TeamRoster teamId={teamId} />
            ) : (
              <>
                <div className="segment" role="group" aria-label={t('nba.kind')}>
                  {KINDS.map((k) => (
                    <button key={k} type="button" aria-pressed={k === kind} onClick={() => setKind(k)}>
                      {t(`nba.kinds.${k === NbaKind.Regular ? 'regular' : 'playoffs'}`)}
                    </button>
                  ))}
                </div>
                <SeasonSwitch seasonId={seasonId} onChange={setSeasonId} />
                {tab === 'games' ? (
                  <TeamGames input={{ teamId, kind, seasonId }} />
                ) : (
                  <TeamData input={{ teamId, kind, seasonId }} />
                )}
              </>
            )}
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
