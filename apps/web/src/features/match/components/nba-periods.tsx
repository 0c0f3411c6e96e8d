import type { MatchDetail } from '@sport/contract';
import { PeriodScores } from '../../../components/ui/period-scores';
import { useTranslation } from '../../../lib/i18n';
import { NoData } from './no-data';

/** 比分: points per quarter (a quarter not played yet shows -), overtimes, then the total; a record says it holds only the final score. */
export function NbaPeriods({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const periods = detail.periodScores;
  if (!periods || periods.length === 0) return <NoData detail={detail} part="periods" />;
  const { header } = detail;
  return (
    <PeriodScores
      periods={periods}
      home={header.homeName}
      away={header.awayName}
      label={(i) => (i < 4 ? t(`match.quarter.${i + 1}`) : t('match.overtime', { n: i - 3 }))}
      caption={t('match.periodScores')}
      className="match-periods card"
      total={{ label: t('match.total'), home: header.homeScore, away: header.awayScore }}
    />
  );
}
