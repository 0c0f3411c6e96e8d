import { useTranslation } from '../../../lib/i18n';
import type { CentreConfig, SeasonOption } from '../centres';

/** The five leagues' league switcher. */
export function LeagueSwitcher({
  centre,
  leagueId,
  onChange,
}: {
  centre: CentreConfig;
  leagueId: number | null;
  onChange: (leagueId: number) => void;
}) {
  const { t } = useTranslation();
  if (centre.leagues.length === 0) return null;
  return (
    <div className="segment fb-leagues" role="group" aria-label={t('football.league')}>
      {centre.leagues.map((league) => (
        <button key={league.id} type="button" aria-pressed={league.id === leagueId} onClick={() => onChange(league.id)}>
          {league.name}
        </button>
      ))}
    </div>
  );
}

/** The edition (World Cup, Euro) or season (a league's) switcher. */
export function SeasonSwitcher({
  centre,
  seasons,
  seasonId,
  onChange,
}: {
  centre: CentreConfig;
  seasons: readonly SeasonOption[];
  seasonId: number;
  onChange: (seasonId: number) => void;
}) {
  const { t } = useTranslation();
  const label = t(centre.seasonKind === 'edition' ? 'football.edition' : 'football.season');
  return (
    <label className="season-select">
      <span>{label}</span>
      <select aria-label={label} value={seasonId} onChange={(e) => onChange(Number(e.target.value))}>
        {seasons.map((s) => (
          <option key={s.seasonId} value={s.seasonId}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
