import type { MatchDetailHeader } from '@sport/contract';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useMatchTable, type TableGroup } from '../api/get-match-table';
import { isFootball } from './match-status';
import { NoData } from './no-data';
import { SectionSkeleton } from './section-skeleton';

const FOOTBALL_COLUMNS = ['played', 'wdl', 'goalDiff', 'points'] as const;
const NBA_COLUMNS = ['won', 'lost', 'winRate'] as const;

function Group({
  group,
  header,
  columns,
}: {
  group: TableGroup;
  header: MatchDetailHeader;
  columns: readonly string[];
}) {
  const { t } = useTranslation();
  const side = (teamId: number) =>
    teamId === header.homeId ? t('match.related.home') : teamId === header.awayId ? t('match.related.away') : null;
  return (
    <table className="stat-table match-table" aria-label={group.name ?? t('match.related.table')}>
      {group.name ? <caption>{group.name}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{t('match.related.rank')}</th>
          <th scope="col" className="stat-col-team">
            {t('match.related.team')}
          </th>
          {columns.map((c) => (
            <th key={c} scope="col">
              {t(`match.related.col.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {group.rows.map((row) => {
          const mark = side(row.teamId);
          return (
            <tr
              key={row.teamId}
              className={mark ? 'match-table-marked' : undefined}
              aria-current={mark ? 'true' : undefined}
            >
              <td>{row.rank}</td>
              <th scope="row" className="stat-col-team">
                {row.teamName}
                {mark ? <span className="match-table-side">{mark}</span> : null}
              </th>
              {row.cells.map((cell, i) => (
                <td key={columns[i] ?? i}>{cell}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** 积分榜: the competition's table (the match's group, the conferences) with both teams' rows marked. */
export function MatchTable({ header }: { header: MatchDetailHeader }) {
  const { t } = useTranslation();
  const table = useMatchTable(header);
  const columns = isFootball(header) ? FOOTBALL_COLUMNS : NBA_COLUMNS;
  return (
    <section className="card match-related" aria-label={t('match.related.table')}>
      <h3 className="card-title">{t('match.related.table')}</h3>
      <QueryView query={table} loading={<SectionSkeleton />} empty={<NoData />}>
        {(groups) => groups.map((g) => <Group key={g.name ?? ''} group={g} header={header} columns={columns} />)}
      </QueryView>
    </section>
  );
}
