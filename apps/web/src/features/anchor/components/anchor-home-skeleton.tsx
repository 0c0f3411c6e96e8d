import { useTranslation } from '../../../lib/i18n';

/** The shape of the anchor page while its first answers are on the way. */
export function AnchorHomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="anchor-skeleton" role="status" aria-label={t('common.loading')}>
      <div className="skeleton-block skeleton-banner" />
      <div className="skeleton-row">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="skeleton-block skeleton-avatar" />
        ))}
      </div>
      <div className="skeleton-grid">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="skeleton-block skeleton-avatar" />
        ))}
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="skeleton-block skeleton-line" />
      ))}
    </div>
  );
}
