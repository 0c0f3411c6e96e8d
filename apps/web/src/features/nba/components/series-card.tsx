import type { Match } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { MatchLink } from '../../../components/ui/match-link';
import { useTranslation } from '../../../lib/i18n';
import { useFollowMatch } from '../../../lib/use-follow-match';
import { gamePhase, mainScore, patchGames, statusText } from './game-score';
import type { Series, SeriesSide } from './playoff-series';

/** The series' game in play, moving with its pushes (written into the season's playoff games); it opens the match page. */
function LiveGame({ game, number, gamesKey }: { game: Match; number: number; gamesKey: QueryKey }) {
  const { t } = useTranslation();
  useFollowMatch(game.matchId, gamesKey, patchGames);
  return (
    <p className="nba-series-live" data-testid="series-live">
      <MatchLink matchId={game.matchId} className="nba-series-link">
        {t('nba.gameNumber', { n: number })} {statusText(game)} {game.homeName} {mainScore(game)} {game.awayName}
      </MatchLink>
    </p>
  );
}

/** A playoff series: the two teams with their seeds and wins, and its game in play. */
export function SeriesCard({ series, gamesKey }: { series: Series; gamesKey: QueryKey }) {
  const { t } = useTranslation();
  const liveIndex = series.games.findIndex((g) => gamePhase(g.statusId) === 'live');
  const live = series.games[liveIndex];
  const side = (s: SeriesSide) => (
    <div className="nba-series-side">
      <span className="nba-series-team">
        {s.seed !== null ? <span className="nba-seed">{s.seed}</span> : null}
        {s.name}
      </span>
      <span className="nba-series-wins">{s.wins}</span>
    </div>
  );
  return (
    <article className={`nba-series${live ? ' is-live' : ''}`} aria-label={`${series.high.name} ${series.low.name}`}>
      {side(series.high)}
      {side(series.low)}
      <p className="nba-series-score" data-testid="series-score">
        {t('nba.seriesScore', { high: series.high.wins, low: series.low.wins })}
      </p>
      {live ? <LiveGame game={live} number={liveIndex + 1} gamesKey={gamesKey} /> : null}
    </article>
  );
}
