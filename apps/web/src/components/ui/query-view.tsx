import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { LoadError } from './load-error';
import './query-view.css';

/** What a view needs of a query's state; a TanStack Query result has all of it. */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
  /** The fetch waits for the network (TanStack Query pauses queries while the browser is offline). */
  isPaused?: boolean;
}

interface QueryViewProps<T> {
  query: QueryState<T>;
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
  /** What shows while loading: a skeleton of the content's shape where there is one, else a loading line. */
  loading?: ReactNode;
  /** False keeps the loading view even when the data is there (to paint sections one frame after another). */
  ready?: boolean;
  /** What shows instead of the content when the data is empty; without it the content shows whatever it holds. */
  empty?: ReactNode;
  /** When the data counts as empty; by default, an empty list. */
  isEmpty?: (data: T) => boolean;
  /** What a 404 says on this screen (e.g. "没有找到这位主播"); the generic not-found text without it. */
  notFoundText?: string;
}

const isEmptyList = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

function LoadingLine() {
  const { t } = useTranslation();
  return (
    <p className="loading-line" role="status">
      {t('common.loading')}
    </p>
  );
}

/**
 * One query's screen: loading (or offline when the query waits for the network), the error with a retry (or a
 * way back from a 404), the empty state, or the content.
 */
export function QueryView<T>({
  query,
  children,
  loading,
  ready = true,
  empty,
  isEmpty = isEmptyList,
  notFoundText,
}: QueryViewProps<T>) {
  // a paused query has nothing coming until the network is back: say so, not loading for ever
  if (query.isPending && query.isPaused) return <LoadError error={null} onRetry={() => void query.refetch()} />;
  if (!ready || query.isPending) return loading ?? <LoadingLine />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} notFoundText={notFoundText} />;
  if (query.data === undefined) return loading ?? <LoadingLine />;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
