import type { PlayerSeasonStat } from '@sport/contract';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerSeasonStat } from '../api/get-player-season-stat';
import { CentreSkeleton } from './centre-skeleton';

const STATS = [
  'appearances',
  'starts',
  'minutes_played',
  'goals',
  'assists',
  'shots',
  'shots_on_target',
  'saves',
  'yellowCards',
  'redCards',
] as const satisfies readonly (keyof PlayerSeasonStat)[];

/** The player's totals in the chosen season. */
export function PlayerSeasonStats({ playerId, seasonId }: { playerId: number; seasonId: number }) {
  const { t } = useTranslation();
  const stat = usePlayerSeasonStat({ playerId, seasonId });
  const figure = (key: (typeof STATS)[number], value: number | null) => {
    if (value === null) return t('football.playerPage.noFigure');
    return key === 'minutes_played' ? t('football.minutesValue', { value }) : value;
  };
  return (
    <QueryView query={stat} loading={<CentreSkeleton rows={4} />}>
      {(data) => (
        <section className="card" aria-label={t('football.playerPage.seasonStats')}>
          <h3 className="card-title">
            {t('football.playerPage.seasonStats')} · {data.competitionName}
          </h3>
          <dl className="fb-facts fb-stat-grid">
            {STATS.map((key) => (
              <div key={key} className="fb-fact">
                <dt className="fb-fact-label">{t(`football.playerPage.stats.${key}`)}</dt>
                <dd data-testid={`stat-${key}`}>{figure(key, data[key])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </QueryView>
  );
}
