import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { usePullGesture } from './use-pull-gesture';
import './pull-to-refresh.css';

type Status = 'idle' | 'pulling' | 'can-release' | 'refreshing' | 'complete';

interface Props {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** Pull at least this far (after damping) to refresh. */
export const PULL_THRESHOLD_PX = 60;
/** Where the content rests while refreshing: room for one line of text. */
const HEAD_PX = 40;
/** How long the "refreshed" line stays. */
export const COMPLETE_MS = 500;

// every page pulls with the same words (SPEC's 下拉刷新 / 释放立即刷新 / 刷新成功)
const TEXT_OF = {
  pulling: 'common.pullToRefresh',
  'can-release': 'common.releaseToRefresh',
  refreshing: 'common.loading',
  complete: 'common.refreshed',
} as const;

/**
 * Pull the page down from its top to refresh: a line says what letting go does, the content waits below it
 * while `onRefresh` runs. Moves only by transform, so nothing around it is laid out again.
 */
export function PullToRefresh({ onRefresh, children }: Props) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  const [status, setStatus] = useState<Status>('idle');
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const settle = () => {
    setStatus('idle');
    setOffset(0);
  };

  const refresh = async () => {
    setStatus('refreshing');
    setOffset(HEAD_PX);
    try {
      await onRefresh();
    } catch {
      // the app's HTTP error handler has told the user already
    }
    if (!mounted.current) return;
    setStatus('complete');
    window.setTimeout(() => {
      if (mounted.current) settle();
    }, COMPLETE_MS);
  };

  const dragging = status === 'pulling' || status === 'can-release';
  usePullGesture(root, status === 'idle' || dragging, {
    onMove: (distance) => {
      setOffset(distance);
      setStatus(distance >= PULL_THRESHOLD_PX ? 'can-release' : 'pulling');
    },
    onRelease: (distance) => {
      if (distance >= PULL_THRESHOLD_PX) void refresh();
      else settle();
    },
  });

  return (
    <div ref={root} className="pull-refresh">
      <div className="pull-refresh-head" style={{ height: offset }} aria-live="polite">
        {status === 'idle' ? null : <span>{t(TEXT_OF[status])}</span>}
      </div>
      <div
        className={dragging ? 'pull-refresh-body' : 'pull-refresh-body settling'}
        style={offset > 0 ? { transform: `translateY(${offset}px)` } : undefined}
      >
        {children}
      </div>
    </div>
  );
}
