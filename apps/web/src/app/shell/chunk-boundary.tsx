import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../../lib/chunk';
import { i18n } from '../../lib/i18n';

interface State {
  error: unknown;
}

/** A page whose script chunk failed to load (SPEC §8) offers a retry instead of a blank screen. */
export class ChunkBoundary extends Component<{ children: ReactNode }, State> {
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
      <div className="empty-state" role="alert">
        <p className="empty-state-title">{i18n.t('errors.chunkLoad')}</p>
        <button type="button" className="link-button" onClick={this.retry}>
          {i18n.t('common.retry')}
        </button>
      </div>
    );
  }
}
