import { lazy, Suspense, type ReactNode } from 'react';

// antd-mobile's PullToRefresh (react-spring, use-gesture) arrives just after the first paint; the page
// reads the same without it, it only cannot be pulled yet.
const PullRefreshGesture = lazy(() => import('./pull-refresh-gesture'));

export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <PullRefreshGesture onRefresh={onRefresh}>{children}</PullRefreshGesture>
    </Suspense>
  );
}
