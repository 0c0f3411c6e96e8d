import { useTranslation } from '../../../lib/i18n';

export type TeamTab = 'squad' | 'matches' | 'leaders';
const TABS: readonly TeamTab[] = ['squad', 'matches', 'leaders'];

/** The team page's tabs: squad, the season's matches, the season's leaders. */
export function TeamTabs({ tab, onChange, panelId }: { tab: TeamTab; onChange: (tab: TeamTab) => void; panelId: string }) {
  const { t } = useTranslation();
  return (
    <div className="fb-tabs" role="tablist">
      {TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`${panelId}-tab-${id}`}
          aria-selected={id === tab}
          aria-controls={panelId}
          onClick={() => onChange(id)}
        >
          {t(`football.teamPage.tabs.${id}`)}
        </button>
      ))}
    </div>
  );
}
