import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import './skeleton.css';

// A skeleton is built from the same classes as what replaces it, with an empty line of text where the text
// goes, so it has the same height to the pixel and nothing below moves when the answer comes.

/** A line of text still to come; `className` is the class of the text that replaces it. */
export const SkeletonLine = ({ className = '' }: { className?: string }) => (
  <span className={`${className} skeleton-text`.trim()}>{'\u00a0'}</span>
);

/** A round picture still to come (an avatar). */
export const SkeletonRound = ({ size }: { size: number }) => (
  <span className="skeleton-block skeleton-round" style={{ width: size, height: size }} />
);

/** Says "loading" once for a whole skeleton; the shapes inside should be aria-hidden. */
export function SkeletonStatus({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      {children}
    </div>
  );
}
