import { useEffect, useRef } from 'react';
import './button.css';
import './load-more.css';

interface Props {
  /** There is a next page to ask for. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  onMore: () => void;
  moreText: string;
  loadingText: string;
  endText: string;
}

/**
 * The foot of an endless list: the next page loads by itself when this comes near the screen (infinite
 * scroll), and a button does the same for whoever gets here first or has no IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, onMore, moreText, loadingText, endText }: Props) {
  const foot = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onMore });
  useEffect(() => {
    latest.current = { hasMore, loading, onMore };
  });
  useEffect(() => {
    const el = foot.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onMore: load } = latest.current;
        if (more && !busy && entries.some((entry) => entry.isIntersecting)) load();
      },
      // a screen ahead, so the next page is there before the finger gets to the end
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={foot} className="load-more">
      {hasMore ? (
        <button type="button" className="ui-button" disabled={loading} onClick={onMore}>
          {loading ? loadingText : moreText}
        </button>
      ) : (
        <p className="load-more-end">{endText}</p>
      )}
    </div>
  );
}
