import { MatchCentreTab, NBA_CURRENT_SEASON_ID, NBA_SEASON_IDS, type MatchCentreTabId } from '@sport/contract';
import { useKeptSearch } from '../../../lib/use-kept-search';
import { CENTRE_KINDS, type CentreKind } from './nba-switchers';

export const NBA_TABS: readonly MatchCentreTabId[] = [
  MatchCentreTab.Schedule,
  MatchCentreTab.Standings,
  MatchCentreTab.PlayerStats,
  MatchCentreTab.TeamStats,
];

const pick = <T>(list: readonly T[], value: unknown, fallback: T): T => list.find((item) => item === value) ?? fallback;

export interface NbaCentreChoice {
  kind: CentreKind;
  seasonId: number;
  tab: MatchCentreTabId;
}

/**
 * The centre's kind, season and tab in the address (?kind=cup&season=1745&tab=2, SPEC §2 tab ids), so back/forward
 * and a reload keep them; what the address does not name (or names wrongly) is the default.
 */
export function useNbaCentreChoice(): [NbaCentreChoice, (change: Partial<NbaCentreChoice>) => void] {
  const [params, setParams] = useKeptSearch('/nba');
  const choice: NbaCentreChoice = {
    kind: pick(CENTRE_KINDS, params.get('kind'), 'regular'),
    seasonId: pick(NBA_SEASON_IDS, Number(params.get('season')), NBA_CURRENT_SEASON_ID),
    tab: pick(NBA_TABS, Number(params.get('tab')), MatchCentreTab.Schedule),
  };
  const choose = (change: Partial<NbaCentreChoice>) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (change.kind !== undefined) out.set('kind', change.kind);
      if (change.seasonId !== undefined) out.set('season', String(change.seasonId));
      if (change.tab !== undefined) out.set('tab', String(change.tab));
      return out;
    });
  return [choice, choose];
}
