import type { BracketMatch } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BracketPages } from '../../../components/ui/bracket-pages';
import { EmptyState } from '../../../components/ui/empty-state';
import { MatchLink } from '../../../components/ui/match-link';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { knockoutQuery, useKnockout } from '../api/get-knockout';
import { orderRounds } from './bracket-order';
import type { CentreScope } from './centre-scope';
import { CentreSkeleton } from './centre-skeleton';
import { useFollowMatch } from '../../../lib/use-follow-match';
import { patchRounds } from './schedule-live';
import { decidingNotes } from '../../../lib/score-notes';
import { matchPhase, statusText } from './schedule-score';

/** The knockout bracket, one round per swipe page; tapping a team marks every match on its path. */
export function BracketView({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const input = useMemo(() => ({ seasonId: scope.seasonId }), [scope.seasonId]);
  const roundsKey = useMemo(() => knockoutQuery(scope.centre, input).queryKey, [scope.centre, input]);
  const knockout = useKnockout(scope.centre, input);
  return (
    <QueryView query={knockout} loading={<CentreSkeleton />} empty={<EmptyState title={t('football.noData')} />}>
      {(rounds) => <Bracket rounds={rounds} roundsKey={roundsKey} />}
    </QueryView>
  );
}

function Bracket({ rounds: given, roundsKey }: { rounds: Parameters<typeof orderRounds>[0]; roundsKey: QueryKey }) {
  const { t } = useTranslation();
  const rounds = useMemo(() => orderRounds(given), [given]);
  const [team, setTeam] = useState<number | null>(null);
  const toggle = (teamId: number) => setTeam((current) => (current === teamId ? null : teamId));
  return (
    <BracketPages
      label={t('football.bracket')}
      slots={Math.max(1, ...rounds.map((r) => r.matches.length))}
      hint={<p className="fb-hint">{t('football.highlightPath')}</p>}
      pages={rounds.map((round) => ({
        key: round.stageId,
        title: round.name,
        content: round.matches.map((match) => (
          <BracketCard key={match.matchId} match={match} roundsKey={roundsKey} team={team} onTeam={toggle} />
        )),
      }))}
    />
  );
}

function BracketCard({
  match,
  roundsKey,
  team,
  onTeam,
}: {
  match: BracketMatch;
  roundsKey: QueryKey;
  team: number | null;
  onTeam: (teamId: number) => void;
}) {
  useFollowMatch(match.matchId, roundsKey, patchRounds);
  const onPath = team !== null && (match.homeId === team || match.awayId === team);
  const phase = matchPhase(match.statusId);
  const notes = decidingNotes(match);
  const side = (id: number, name: string, score: number | null) => (
    <div className="fb-bracket-side">
      <button type="button" className="fb-bracket-team" aria-pressed={team === id} onClick={() => onTeam(id)}>
        {name}
      </button>
      <span className="fb-bracket-score">{phase === 'upcoming' || score === null ? '-' : score}</span>
    </div>
  );
  return (
    <article
      className={`fb-bracket-match is-${phase}${onPath ? ' is-path' : ''}`}
      aria-label={`${match.homeName} ${match.awayName}`}
    >
      {side(match.homeId, match.homeName, match.homeScore)}
      {side(match.awayId, match.awayName, match.awayScore)}
      <p className="fb-bracket-status">
        <MatchLink matchId={match.matchId} className="fb-bracket-link">
          {[statusText(match), ...notes].join(' · ')}
        </MatchLink>
      </p>
    </article>
  );
}
