import { Segment } from '../../../components/ui/segment';
import type { NbaRankingStat } from '@sport/contract';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GeneratedNote, generatedMarks } from '../../../components/ui/generated';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerList } from '../api/get-player-list';
import { useRecordOnly } from '../api/get-seasons';
import { playerPath, teamPath } from '../paths';
import { NbaSkeleton } from './nba-skeleton';
import '../../../components/ui/ranking-list.css';

export const NBA_STATS: readonly NbaRankingStat[] = ['points', 'rebounds', 'assists', 'steals', 'blocks'];

/**
 * Tab 3: the top 10 of the season and scope (regular season or playoffs) by the chosen per-game stat. A season of
 * records holds scores alone: an empty list there says the public record lacks the figures, not 暂无数据.
 */
export function PlayerStatsTab({ seasonId, scope }: { seasonId: number; scope: number }) {
  const { t } = useTranslation();
  const [stat, setStat] = useState<NbaRankingStat>('points');
  const ranking = usePlayerList({ scope, order: stat, seasonId });
  const recordOnly = useRecordOnly(seasonId);
  return (
    <>
      <Segment label={t('nba.stat')} options={NBA_STATS} value={stat} onChange={setStat} text={(s) => t(`nba.stats.${s}`)} />
      <QueryView query={ranking} loading={<NbaSkeleton rows={10} />} empty={<EmptyState title={t(recordOnly ? 'nba.notInRecord' : 'nba.noData')} />}>
        {(rows) => {
          const mark = generatedMarks(rows);
          return (
            <>
              <GeneratedNote players={rows} of="list" />
              <section className="card" aria-label={t(`nba.stats.${stat}`)}>
                <ol className="ranking-list">
                  {rows.map((row) => (
                    <li key={row.playerId} className="ranking-row">
                      <span className="nba-rank">{row.rank}</span>
                      <span className="ranking-player">
                        <Link to={playerPath(row.playerId)}>{row.playerName}</Link>
                        {/* the mark is the player's, so it stands beside the team's link, not in its name */}
                        <span className="ranking-team">
                          <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
                          {mark(row)}
                        </span>
                      </span>
                      <span className="ranking-value">{row.value.toFixed(1)}</span>
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
