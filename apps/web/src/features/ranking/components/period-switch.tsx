import type { RankingConfig } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { closedPeriods, periodRange, recentPeriod, type PeriodChoice } from '../lib/periods';
import '../../../components/ui/segment.css';

/**
 * Recent or history (SPEC §9 "recent and historical lists"): the open week, or one of the closed weeks, newest
 * first. History is offered only once a week has closed.
 */
export function PeriodSwitch({
  config,
  choice,
  onChange,
}: {
  config: RankingConfig;
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const { t } = useTranslation();
  const recent = recentPeriod(config);
  const closed = closedPeriods(config);
  const newestClosed = closed[0];
  return (
    <div className="rk-periods">
      <div className="segment" role="group" aria-label={t('ranking.period')}>
        <button type="button" aria-pressed={choice.kind === 'recent'} onClick={() => onChange({ kind: 'recent' })}>
          {t('ranking.recent')}
        </button>
        <button
          type="button"
          aria-pressed={choice.kind === 'history'}
          disabled={!newestClosed}
          onClick={() => newestClosed && onChange({ kind: 'history', startDate: newestClosed.startDate })}
        >
          {t('ranking.history')}
        </button>
      </div>
      {choice.kind === 'history' ? (
        <label className="season-select">
          {t('ranking.historyPeriod')}
          <select
            value={choice.startDate}
            onChange={(e) => onChange({ kind: 'history', startDate: Number(e.target.value) })}
          >
            {closed.map((period) => (
              <option key={period.startDate} value={period.startDate}>
                {t('ranking.periodRange', periodRange(period))}
              </option>
            ))}
          </select>
        </label>
      ) : recent ? (
        <p className="rk-period-range">{t('ranking.periodRange', periodRange(recent))}</p>
      ) : null}
    </div>
  );
}
