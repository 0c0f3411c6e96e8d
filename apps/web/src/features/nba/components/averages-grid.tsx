import type { NbaAverages } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';

const FIELDS = [
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'minutes',
  'fieldGoalPct',
  'threePointPct',
  'freeThrowPct',
] as const satisfies readonly (keyof NbaAverages)[];

const isPct = (key: (typeof FIELDS)[number]) => key.endsWith('Pct');
/** The contract's shooting figures are percentages 0–100. */
const pct = (value: number) => `${value.toFixed(1)}%`;

/** Per-game figures (a player's or a team's) in a grid of labelled values. */
export function AveragesGrid({
  averages,
  title,
  ranks,
}: {
  averages: NbaAverages;
  title: string;
  /** A team's rank among the 30 per figure, where the answer gives them. */
  ranks?: Readonly<Record<string, number>>;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-label={title}>
      <h3 className="card-title">{title}</h3>
      <dl className="nba-facts">
        {FIELDS.map((key) => (
          <div key={key} className="nba-fact">
            <dt>{t(`nba.averages.${key}`)}</dt>
            <dd data-testid={`avg-${key}`}>{isPct(key) ? pct(averages[key]) : averages[key].toFixed(1)}</dd>
            {ranks?.[key] !== undefined ? (
              <dd className="nba-fact-rank">{t('nba.rankOf', { rank: ranks[key] })}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
