import { kickoffClock, monthDayZh, type Match } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BracketPages } from '../../../components/ui/bracket-pages';
import { EmptyState } from '../../../components/ui/empty-state';
import { MatchLink } from '../../../components/ui/match-link';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useFollowMatch } from '../../../lib/use-follow-match';
import { cupGamesQuery, useCupKnockout } from '../api/get-cup-knockout';
import { gamePhase, patchRounds, statusText } from './game-score';
import { NbaSkeleton } from './nba-skeleton';

/**
 * One knockout game: before tip-off its day and time (a bracket is read ahead), then its status. A semi-final
 * flagged isReverse (SPEC §4: its home team is not the winner of the upper quarter-final feeding it) is drawn the
 * other way round, so the upper feeder's winner stays on top.
 */
function CupGame({ game, gamesKey }: { game: Match; gamesKey: QueryKey }) {
  useFollowMatch(game.matchId, gamesKey, patchRounds);
  const phase = gamePhase(game.statusId);
  const home = { name: game.homeName, score: game.homeScore };
  const away = { name: game.awayName, score: game.awayScore };
  const [top, bottom] = game.isReverse ? [away, home] : [home, away];
  const side = (s: typeof home) => (
    <div className="nba-series-side">
      <span className="nba-series-team">{s.name}</span>
      <span className="nba-series-wins">{phase === 'upcoming' || s.score === null ? '-' : s.score}</span>
    </div>
  );
  return (
    <article className={`nba-series is-${phase}`} aria-label={`${top.name} ${bottom.name}`}>
      {side(top)}
      {side(bottom)}
      <p className="nba-series-score">
        <MatchLink matchId={game.matchId} className="nba-series-link">
          {phase === 'upcoming'
            ? `${monthDayZh(game.matchDate)} ${kickoffClock(game.matchDate, game.kickoffTimeTbd, false)}`
            : statusText(game)}
        </MatchLink>
      </p>
    </article>
  );
}

/** The NBA Cup knockout: quarter-finals, semi-finals (isReverse applied), the final; one stage per swipe page. */
export function CupBracket({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const gamesKey = useMemo(() => cupGamesQuery(seasonId).queryKey, [seasonId]);
  const cup = useCupKnockout(seasonId);
  return (
    <QueryView
      query={cup}
      loading={<NbaSkeleton rows={4} />}
      isEmpty={(data) => data.games.length === 0}
      empty={<EmptyState title={t('nba.noCup')} />}
    >
      {({ bracket }) => {
        const stages = [
          { key: 'first', games: bracket.first },
          { key: 'second', games: bracket.second },
          { key: 'final', games: bracket.final },
        ];
        return (
          <BracketPages
            label={t('nba.cupBracket')}
            slots={Math.max(1, bracket.first.length)}
            pages={stages.map((stage) => ({
              key: stage.key,
              title: t(`nba.cupStages.${stage.key}`),
              content: stage.games.map((game) => <CupGame key={game.matchId} game={game} gamesKey={gamesKey} />),
            }))}
          />
        );
      }}
    </QueryView>
  );
}
