import type { CompetitionTypeSeasons } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';

/** The seasons the team played, under their competition type; the choice reloads matches and leaders. */
export function TeamSeasonSwitcher({
  groups,
  seasonId,
  onChange,
}: {
  groups: readonly CompetitionTypeSeasons[];
  seasonId: number;
  onChange: (seasonId: number) => void;
}) {
  const { t } = useTranslation();
  const label = t('football.season');
  return (
    <label className="season-select">
      <span>{label}</span>
      <select aria-label={label} value={seasonId} onChange={(e) => onChange(Number(e.target.value))}>
        {groups.map((group) => (
          <optgroup key={group.competitionType} label={group.competitionTypeName}>
            {group.list.map((s) => (
              <option key={s.seasonId} value={s.seasonId}>
                {s.seasonName.includes(s.competitionName) ? s.seasonName : `${s.competitionName} ${s.seasonName}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
