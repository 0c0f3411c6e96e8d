import type { ReactNode } from 'react';

/** A quiet placeholder: an icon, a line, an optional second line. */
export function EmptyState({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state-icon" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="14" width="44" height="36" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M20 28h24M20 36h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="empty-state-title">{title}</p>
      {description ? <p className="empty-state-description">{description}</p> : null}
    </div>
  );
}
