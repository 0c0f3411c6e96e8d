import { onlineManager } from '@tanstack/react-query';
import { Component, useEffect, type ReactNode } from 'react';
import { BackBar } from '../../components/ui/back-bar';
import { isChunkLoadError } from '../../lib/chunk';
import { useTranslation } from '../../lib/i18n';
import { useOnline } from '../../lib/online';

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
  /** Loads started by themselves since the network came back (each failed, or the page would show). */
  attempts: number;
}

/**
 * A page whose script chunk failed to load (SPEC §8) offers a retry instead of a blank screen, keeps the frame
 * (the tab bar around it, or a back bar), and loads again by itself when the network comes back.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { error: null, failedOffline: false, attempts: 0 };

  // A load that fails again online right after a failure offline keeps its failedOffline: the network was
  // still settling (Chromium drops requests as the network changes), so the next try can still help. So does a
  // load asked for offline whose failure only arrives once the network is back.
  static getDerivedStateFromError(error: unknown): Partial<State> {
    const offline = !onlineManager.isOnline() || (isChunkLoadError(error) && error.startedOffline);
    return offline ? { error, failedOffline: true, attempts: 0 } : { error };
  }

  /** A tap: one more load, as a new failure. */
  private retry = () => {
    const { error } = this.state;
    const reset = { error: null, failedOffline: false, attempts: 0 };
    if (isChunkLoadError(error)) void error.retry().then(() => this.setState(reset));
    else this.setState(reset);
  };

  /** The network is back: a load by itself, counted, so a chunk that is really gone is not asked for ever. */
  private autoRetry = () => {
    const { error } = this.state;
    if (isChunkLoadError(error))
      void error.retry().then(() => this.setState((s) => ({ error: null, attempts: s.attempts + 1 })));
    else this.setState((s) => ({ error: null, attempts: s.attempts + 1 }));
  };

  // Runs on mount, and again each time a hidden kept-alive tab is shown (<Activity> mounts its effects anew).
  // A tab shown while its page still fails after tries since the network came back loads at once, as a tap on
  // 重试 would: someone is looking at it now. (The first try after 'online' is ChunkFailure's.)
  override componentDidMount() {
    const { error, failedOffline, attempts } = this.state;
    if (error !== null && failedOffline && attempts > 0 && onlineManager.isOnline()) this.autoRetry();
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ChunkFailure
        backBar={this.props.backBar === true}
        quiet={this.props.quiet === true}
        failedOffline={this.state.failedOffline}
        attempts={this.state.attempts}
        onRetry={this.retry}
        onAutoRetry={this.autoRetry}
      />
    );
  }
}

/** How long after 'online' a failed page loads again; each further try waits twice as long. */
const ONLINE_SETTLE_MS = 1000;
/** Loads by themselves after the network came back, before the page waits for a tap. */
const AUTO_RETRIES = 4;

interface FailureProps {
  backBar: boolean;
  quiet: boolean;
  failedOffline: boolean;
  attempts: number;
  onRetry: () => void;
  onAutoRetry: () => void;
}

function ChunkFailure({ backBar, quiet, failedOffline, attempts, onRetry, onAutoRetry }: FailureProps) {
  const { t } = useTranslation();
  const online = useOnline();
  useEffect(() => {
    // A failure with the network up retries only on a tap or the next 'online': retrying it here would loop.
    // 'online' fires as the network comes up, a moment before a request surely gets through: a load at once
    // can fail again, so a page that failed offline tries a few times, each later than the last.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      if (attempts < AUTO_RETRIES) timer = setTimeout(onAutoRetry, ONLINE_SETTLE_MS * 2 ** attempts);
    };
    // The network came back while no one listened (between the failure and this effect, or while the page
    // was a hidden kept-alive tab: <Activity> pauses its effects, this listener with them): load now.
    if (failedOffline && onlineManager.isOnline()) {
      if (attempts === 0) onAutoRetry();
      else later();
    }
    const unsubscribe = onlineManager.subscribe((isOnline) => {
      if (isOnline) later();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [failedOffline, attempts, onAutoRetry]);
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
