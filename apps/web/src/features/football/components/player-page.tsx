import { useState } from 'react';
import { useParams } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerBasic } from '../api/get-player-basic';
import { useSeasons } from '../api/get-seasons';
import type { CentreConfig } from '../centres';
import { CentreSkeleton } from './centre-skeleton';
import { SeasonSwitcher } from './centre-switchers';
import { PlayerProfile } from './player-profile';
import { PlayerSeasonStats } from './player-season-stats';
import { TeamSkeleton } from './team-skeleton';
import { SeasonNotes } from './season-notes';
import '../../../components/ui/card.css';
import '../../../components/ui/segment.css';
import './centre.css';
import './team-page.css';

const isId = (n: number) => Number.isInteger(n) && n > 0;

/** The league's seasons to switch between (current first chosen), and the player's totals in the chosen one. */
function PlayerSeasons({ centre, playerId, leagueId }: { centre: CentreConfig; playerId: number; leagueId: number }) {
  const { t } = useTranslation();
  const seasons = useSeasons(centre, { leagueId });
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <QueryView query={seasons} loading={<CentreSkeleton rows={4} />} empty={<EmptyState title={t('football.noData')} />}>
      {(list) => {
        const seasonId = chosen ?? (list.find((s) => s.isCurrent) ?? list[0])?.seasonId;
        if (seasonId === undefined) return null;
        return (
          <>
            <SeasonSwitcher centre={centre} seasons={list} seasonId={seasonId} onChange={setChosen} />
            <SeasonNotes season={list.find((s) => s.seasonId === seasonId)} />
            <PlayerSeasonStats playerId={playerId} seasonId={seasonId} />
          </>
        );
      }}
    </QueryView>
  );
}

function PlayerBody({ centre, playerId, leagueId }: { centre: CentreConfig; playerId: number; leagueId: number }) {
  const { t } = useTranslation();
  const player = usePlayerBasic(playerId);
  return (
    <QueryView query={player} loading={<TeamSkeleton />} notFoundText={t('football.playerPage.notFound')}>
      {(data) => (
        <div className="fb-team-page">
          <PlayerProfile player={data} teamPath={(teamId) => centre.teamPath(teamId, leagueId)} />
          <PlayerSeasons centre={centre} playerId={playerId} leagueId={leagueId} />
        </div>
      )}
    </QueryView>
  );
}

/** SPEC §2 /five-leagues/league/:leagueId/player/:id: the profile and the season stats of a league's seasons. */
export function PlayerPage({ centre }: { centre: CentreConfig }) {
  const { t } = useTranslation();
  const params = useParams();
  const playerId = Number(params.id);
  const leagueId = Number(params.leagueId);
  const valid = isId(playerId) && centre.leagues.some((league) => league.id === leagueId);
  return (
    <PageFrame title={t('pages.player')}>
      {valid ? (
        <PlayerBody key={`${leagueId}:${playerId}`} centre={centre} playerId={playerId} leagueId={leagueId} />
      ) : (
        <NotFoundView text={t('football.playerPage.notFound')} />
      )}
    </PageFrame>
  );
}
