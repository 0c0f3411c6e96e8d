import { Segment } from '../../../components/ui/segment';
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
    <Segment
      className="fb-leagues"
      label={t('football.league')}
      options={centre.leagues.map((league) => league.id)}
      value={leagueId}
      onChange={onChange}
      text={(id) => centre.leagues.find((league) => league.id === id)?.name}
    />
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
