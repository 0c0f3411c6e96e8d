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
  /** The load failed with no network: once the network is back, loading again can help. */
  failedOffline: boolean;
}

/**
 * A page whose script chunk failed to load (SPEC §8) offers a retry instead of a blank screen, keeps the frame
 * (the tab bar around it, or a back bar), and loads again by itself when the network comes back.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { error: null, failedOffline: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failedOffline: !onlineManager.isOnline() };
  }

  private retry = () => {
    const { error } = this.state;
    if (isChunkLoadError(error)) void error.retry().then(() => this.setState({ error: null }));
    else this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ChunkFailure
        backBar={this.props.backBar === true}
        quiet={this.props.quiet === true}
        failedOffline={this.state.failedOffline}
        onRetry={this.retry}
      />
    );
  }
}

/** How long after 'online' a failed page loads again. */
const ONLINE_SETTLE_MS = 1000;

interface FailureProps {
  backBar: boolean;
  quiet: boolean;
  failedOffline: boolean;
  onRetry: () => void;
}

function ChunkFailure({ backBar, quiet, failedOffline, onRetry }: FailureProps) {
  const { t } = useTranslation();
  const online = useOnline();
  useEffect(() => {
    // The network came back while no one listened: between the failure and this effect, or while the page was
    // a hidden kept-alive tab (<Activity> pauses its effects, this listener with them). A failure with the
    // network up retries only on a tap or the next 'online': retrying it here would loop.
    if (failedOffline && onlineManager.isOnline()) onRetry();
    // 'online' fires as the network comes up, a moment before a request surely gets through (the query
    // layer's one retry covers its calls): a load at once could fail again and leave 页面加载失败 for good.
    // (Not cancelled on unmount: a late retry of a boundary that is gone only loads the chunk.)
    return onlineManager.subscribe((isOnline) => {
      if (isOnline) setTimeout(onRetry, ONLINE_SETTLE_MS);
    });
  }, [failedOffline, onRetry]);
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
