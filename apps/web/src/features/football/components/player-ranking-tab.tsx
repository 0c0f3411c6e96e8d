import { Segment } from '../../../components/ui/segment';
import { FOOTBALL_RANKING_STATS, type FootballRankingStat } from '@sport/contract';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GeneratedNote, generatedMarks } from '../../../components/ui/generated';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerRanking } from '../api/get-player-ranking';
import type { CentreScope } from './centre-scope';
import { CentreSkeleton } from './centre-skeleton';
import '../../../components/ui/ranking-list.css';

/**
 * Tab 3: the top 10 by the chosen stat (SPEC §5). A season of records holds a tournament's goals and a league's
 * scores alone: an empty ranking there says the public record lacks the figure; a running season's says 暂无数据.
 */
export function PlayerRankingTab({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const [stat, setStat] = useState<FootballRankingStat>('goals');
  const ranking = usePlayerRanking(scope.centre, { seasonId: scope.seasonId, order: stat });
  const playerPath = scope.centre.playerPath;
  return (
    <>
      <Segment
        className="fb-stats"
        label={t('football.tabs.3')}
        options={FOOTBALL_RANKING_STATS}
        value={stat}
        onChange={setStat}
        text={(s) => t(`football.stats.${s}`)}
      />
      <QueryView
        query={ranking}
        loading={<CentreSkeleton rows={10} />}
        empty={<EmptyState title={t(scope.recordOnly ? 'football.notInRecord' : 'football.noData')} />}
      >
        {(rows) => {
          const mark = generatedMarks(rows);
          return (
            <>
              <GeneratedNote players={rows} of="list" />
              <section className="card" aria-label={t(`football.stats.${stat}`)}>
                <ol className="ranking-list">
                  {rows.map((row) => (
                    <li key={row.playerId} className="ranking-row">
                      <span className="fb-rank">{row.rank}</span>
                      <span className="ranking-player">
                        {playerPath ? (
                          <Link to={playerPath(row.playerId, scope.leagueId)}>{row.playerName}</Link>
                        ) : (
                          row.playerName
                        )}
                        {/* on the team's line: the name's line is the row's link, alone in the flex column */}
                        <span className="ranking-team">
                          {row.teamName}
                          {mark(row)}
                        </span>
                      </span>
                      <span className="ranking-value">
                        {stat === 'minutes_played' ? t('football.minutesValue', { value: row.value }) : row.value}
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
