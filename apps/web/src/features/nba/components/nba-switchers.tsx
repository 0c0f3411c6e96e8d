import { Segment } from '../../../components/ui/segment';
import { NBA_SEASON_IDS, NbaKind, nbaSeasonLabel } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';

/** The centre's kinds: regular season, playoffs (with the Finals), the NBA Cup knockout. */
export type CentreKind = 'regular' | 'playoffs' | 'cup';
export const CENTRE_KINDS: readonly CentreKind[] = ['regular', 'playoffs', 'cup'];

/** The competition phase a kind's standings and statistics cover (the Cup's games count in the regular season). */
export const scopeOf = (kind: CentreKind): number => (kind === 'playoffs' ? 2 : 1);

export function KindSwitch({
  kinds,
  kind,
  onChange,
}: {
  kinds: readonly CentreKind[];
  kind: CentreKind;
  onChange: (kind: CentreKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segment label={t('nba.kind')} options={kinds} value={kind} onChange={onChange} text={(k) => t(`nba.kinds.${k}`)} />
  );
}

/** 22/23, 23/24, 24/25 and the running season (SPEC §4 ids). */
export function SeasonSwitch({ seasonId, onChange }: { seasonId: number; onChange: (seasonId: number) => void }) {
  const { t } = useTranslation();
  const label = t('nba.season');
  return (
    <label className="season-select">
      <span>{label}</span>
      <select aria-label={label} value={seasonId} onChange={(e) => onChange(Number(e.target.value))}>
        {[...NBA_SEASON_IDS].reverse().map((id) => (
          <option key={id} value={id}>
            {nbaSeasonLabel(id)}
          </option>
        ))}
      </select>
    </label>
  );
}

const PAGE_KINDS = [NbaKind.Regular, NbaKind.Playoffs] as const;

/** A team's or player's page: the regular season or the playoffs (with the Finals), as the calls' kind. */
export function PageKindSwitch({ kind, onChange }: { kind: number; onChange: (kind: number) => void }) {
  const { t } = useTranslation();
  return (
    <Segment
      label={t('nba.kind')}
      options={PAGE_KINDS}
      value={kind}
      onChange={onChange}
      text={(k) => t(`nba.kinds.${k === NbaKind.Regular ? 'regular' : 'playoffs'}`)}
    />
  );
}
