import { onlineManager } from '@tanstack/react-query';
import { Component, useEffect, type ReactNode } from 'react';
import { BackBar } from '../../components/ui/back-bar';
import { isChunkLoadError } from '../../lib/chunk';
import { useTranslation } from '../../lib/i18n';
import { useOnline } from '../../lib/query-client';

interface Props {
  children: ReactNode;
  /** A sub-page (no tab bar around it): the failure keeps a way back. */
  backBar?: boolean;
  /** Nothing to show (a background part, e.g. the push connection): fail quietly, load again when the network is back. */
  quiet?: boolean;
}

interface State {
  error: unknown;
}

/**
 * A page whose script chunk failed to load (SPEC §8) offers a retry instead of a blank screen, keeps the frame
 * (the tab bar around it, or a back bar), and loads again by itself when the network comes back.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private retry = () => {
    const { error } = this.state;
    if (isChunkLoadError(error)) void error.retry().then(() => this.setState({ error: null }));
    else this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ChunkFailure backBar={this.props.backBar === true} quiet={this.props.quiet === true} onRetry={this.retry} />
    );
  }
}

function ChunkFailure({ backBar, quiet, onRetry }: { backBar: boolean; quiet: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const offlineAtRender = !online;
  useEffect(() => {
    // The network may have come back between this render and the subscription (effects run later): retry then.
    if (offlineAtRender && onlineManager.isOnline()) onRetry();
    return onlineManager.subscribe((isOnline) => {
      if (isOnline) onRetry();
    });
    // Only on mount and a new retry: a change of `online` is the subscription's to act on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onRetry]);
  if (quiet) return null;
  return (
    <>
      {backBar ? <BackBar /> : null}
      <div className="empty-state" role="alert">
        <p className="empty-state-title">{online ? t('errors.chunkLoad') : t('errors.offline')}</p>
        <button type="button" className="link-button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    </>
  );
}
