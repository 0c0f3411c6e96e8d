import { NbaKind, type Match, type NbaRankingGroup } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BracketPages } from '../../../components/ui/bracket-pages';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { playoffGamesQuery, usePlayoffGames } from '../api/get-playoff-games';
import { useRanking } from '../api/get-ranking';
import { NbaSkeleton } from './nba-skeleton';
import { playoffBracket, type Series } from './playoff-series';
import { SeriesCard } from './series-card';

function Half({ title, series, gamesKey }: { title: string; series: Series[]; gamesKey: QueryKey }) {
  return (
    <div className="nba-bracket-half" role="group" aria-label={title}>
      <h4 className="nba-bracket-half-title">{title}</h4>
      {series.map((s) => (
        <SeriesCard key={s.key} series={s} gamesKey={gamesKey} />
      ))}
    </div>
  );
}

function Bracket({ games, groups, gamesKey }: { games: Match[]; groups: NbaRankingGroup[]; gamesKey: QueryKey }) {
  const { t } = useTranslation();
  const rounds = useMemo(() => playoffBracket(games, groups), [games, groups]);
  if (rounds.length === 0) return <EmptyState title={t('nba.noPlayoffs')} />;
  return (
    <BracketPages
      label={t('nba.bracket')}
      slots={Math.max(1, ...rounds.map((r) => Math.max(r.east.length, r.west.length, r.finals.length)))}
      pages={rounds.map((r) => ({
        key: r.round,
        title: t(`nba.rounds.${r.round}`),
        content:
          r.round === 4 ? (
            r.finals.map((s) => <SeriesCard key={s.key} series={s} gamesKey={gamesKey} />)
          ) : (
            // East and West side by side, mirrored round by round
            <div className="nba-bracket-halves">
              <Half title={t('nba.east')} series={r.east} gamesKey={gamesKey} />
              <Half title={t('nba.west')} series={r.west} gamesKey={gamesKey} />
            </div>
          ),
      }))}
    />
  );
}

/** The playoff bracket: play-in, four rounds, series scores; one round per swipe page. */
export function PlayoffBracket({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const gamesKey = useMemo(() => playoffGamesQuery(seasonId).queryKey, [seasonId]);
  const games = usePlayoffGames(seasonId);
  const ranking = useRanking({ scope: NbaKind.Regular, seasonId });
  return (
    <QueryView query={games} loading={<NbaSkeleton rows={6} />} empty={<EmptyState title={t('nba.noPlayoffs')} />}>
      {(list) => (
        <QueryView query={ranking} loading={<NbaSkeleton rows={6} />}>
          {(groups) => <Bracket games={list} groups={groups} gamesKey={gamesKey} />}
        </QueryView>
      )}
    </QueryView>
  );
}
