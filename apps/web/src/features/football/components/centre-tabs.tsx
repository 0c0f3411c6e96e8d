import { MatchCentreTab, type MatchCentreTabId } from '@sport/contract';
import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import type { CentreKey } from '../centres';
import { useKeptSearch } from '../../../lib/use-kept-search';

const TABS: readonly MatchCentreTabId[] = [
  MatchCentreTab.Schedule,
  MatchCentreTab.Standings,
  MatchCentreTab.PlayerStats,
  MatchCentreTab.TeamStats,
];

const isTab = (value: number): value is MatchCentreTabId => (TABS as readonly number[]).includes(value);

/** SPEC §2 tab ids in the address (?tab=2), so back/forward and a reload keep the tab. */
export function useCentreTab(key: CentreKey): [MatchCentreTabId, (tab: MatchCentreTabId) => void] {
  const [params, setParams] = useKeptSearch(`/${key}`);
  const asked = Number(params.get('tab'));
  const tab = isTab(asked) ? asked : MatchCentreTab.Schedule;
  const choose = (next: MatchCentreTabId) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      out.set('tab', String(next));
      out.delete('view');
      return out;
    });
  return [tab, choose];
}

export function CentreTabs({
  tab,
  onChange,
  panelId,
}: {
  tab: MatchCentreTabId;
  onChange: (tab: MatchCentreTabId) => void;
  panelId: string;
}) {
  const { t } = useTranslation();
  return <Tabs tabs={TABS} tab={tab} onChange={onChange} panelId={panelId} label={(id) => t(`football.tabs.${id}`)} />;
}
