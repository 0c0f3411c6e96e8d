import type { MatchDetail } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { NoData } from './no-data';

/** 比分: points per quarter (a quarter not played yet shows -), overtimes, then the total; 暂无数据 for a record. */
export function NbaPeriods({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const periods = detail.periodScores;
  if (!periods || periods.length === 0) return <NoData />;
  const { header } = detail;
  const columns = Array.from({ length: Math.max(4, periods.length) }, (_, i) => i);
  const label = (i: number) => (i < 4 ? t(`match.quarter.${i + 1}`) : t('match.overtime', { n: i - 3 }));
  const side = (name: string, index: 0 | 1, total: number | null) => (
    <tr>
      <th scope="row">{name}</th>
      {columns.map((i) => (
        <td key={i}>{periods[i]?.[index] ?? '-'}</td>
      ))}
      <td>{total ?? '-'}</td>
    </tr>
  );
  return (
    <table className="match-periods card" aria-label={t('match.periodScores')}>
      <thead>
        <tr>
          <th scope="col" />
          {columns.map((i) => (
            <th key={i} scope="col">
              {label(i)}
            </th>
          ))}
          <th scope="col">{t('match.total')}</th>
        </tr>
      </thead>
      <tbody>
        {side(header.homeName, 0, header.homeScore)}
        {side(header.awayName, 1, header.awayScore)}
      </tbody>
    </table>
  );
}
