import { matchWinner, type Match } from '@sport/contract';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { finalsGames, playoffGamesQuery, usePlayoffGames } from '../api/get-playoff-games';
import { GameRow } from './game-row';
import { patchGames } from './game-score';
import { NbaSkeleton } from './nba-skeleton';

function seriesLine(games: readonly Match[]): { names: [string, string]; wins: [number, number] } | null {
  const first = games[0];
  if (!first) return null;
  const wins: [number, number] = [0, 0];
  for (const game of games) {
    const winner = game.statusId === 10 ? matchWinner(game) : undefined;
    if (winner === first.homeId) wins[0] += 1;
    else if (winner === first.awayId) wins[1] += 1;
  }
  return { names: [first.homeName, first.awayName], wins };
}

/**
 * The Finals' games of the season, in order, under the series score. SPEC §5's window (2024-06-06..19) is the
 * 2023-24 Finals; each season shows its own (decision record 022).
 */
export function FinalsList({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const listKey = useMemo(() => playoffGamesQuery(seasonId).queryKey, [seasonId]);
  const games = usePlayoffGames(seasonId);
  return (
    <QueryView
      query={games}
      loading={<NbaSkeleton rows={5} />}
      isEmpty={(list) => finalsGames(list).length === 0}
      empty={<EmptyState title={t('nba.noFinals')} />}
    >
      {(list) => {
        const finals = finalsGames(list).sort((a, b) => a.matchDate - b.matchDate);
        const line = seriesLine(finals);
        return (
          <section className="card" aria-label={t('nba.finals')}>
            <h3 className="card-title">{t('nba.finals')}</h3>
            {line ? (
              <p className="nba-finals-score" data-testid="finals-score">
                {line.names[0]} {line.wins[0]} - {line.wins[1]} {line.names[1]}
              </p>
            ) : null}
            <ul className="match-list">
              {finals.map((game) => (
                <GameRow key={game.matchId} game={game} listKey={listKey} patch={patchGames} withDay />
              ))}
            </ul>
          </section>
        );
      }}
    </QueryView>
  );
}
