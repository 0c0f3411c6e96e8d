import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';

export type TeamTab = 'squad' | 'matches' | 'leaders';
const TABS: readonly TeamTab[] = ['squad', 'matches', 'leaders'];

/** The team page's tabs: squad, the season's matches, the season's leaders. */
export function TeamTabs({ tab, onChange, panelId }: { tab: TeamTab; onChange: (tab: TeamTab) => void; panelId: string }) {
  const { t } = useTranslation();
  return <Tabs tabs={TABS} tab={tab} onChange={onChange} panelId={panelId} label={(id) => t(`football.teamPage.tabs.${id}`)} />;
}
