import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { teamMatchQuery, useTeamMatch, type TeamSeasonInput } from '../api/get-team-match';
import { GameRow } from './game-row';
import { patchGames } from './game-score';
import { NbaSkeleton } from './nba-skeleton';

/** The team's games of the season and kind, in tip-off order; live ones move by push. */
export function TeamGames({ input }: { input: TeamSeasonInput }) {
  const { t } = useTranslation();
  const games = useTeamMatch(input);
  const { teamId, kind, seasonId } = input;
  const listKey = useMemo(() => teamMatchQuery({ teamId, kind, seasonId }).queryKey, [teamId, kind, seasonId]);
  return (
    <QueryView query={games} loading={<NbaSkeleton rows={6} />} empty={<EmptyState title={t('nba.noGames')} />}>
      {(list) => (
        <section className="card" aria-label={t('nba.teamPage.tabs.games')}>
          <ul className="match-list">
            {[...list]
              .sort((a, b) => a.matchDate - b.matchDate)
              .map((game) => (
                <GameRow key={game.matchId} game={game} listKey={listKey} patch={patchGames} withDay />
              ))}
          </ul>
        </section>
      )}
    </QueryView>
  );
}
