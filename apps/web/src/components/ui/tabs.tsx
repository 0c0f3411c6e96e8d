import type { ReactNode } from 'react';
import './tabs.css';

const tabId = (panelId: string, id: string | number) => `${panelId}-tab-${id}`;

/** A row of tabs over one panel (`TabPanel` with the same `panelId`); `label` names each tab. */
export function Tabs<T extends string | number>({
  tabs,
  tab,
  onChange,
  panelId,
  label,
}: {
  tabs: readonly T[];
  tab: T;
  onChange: (tab: T) => void;
  panelId: string;
  label: (id: T) => string;
}) {
  return (
    <div className="tabs" role="tablist">
      {tabs.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={tabId(panelId, id)}
          aria-selected={id === tab}
          aria-controls={panelId}
          onClick={() => onChange(id)}
        >
          {label(id)}
        </button>
      ))}
    </div>
  );
}

/** The panel the open tab of `Tabs` shows. */
export function TabPanel({
  panelId,
  tab,
  className,
  children,
}: {
  panelId: string;
  tab: string | number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId(panelId, tab)} className={className}>
      {children}
    </div>
  );
}
