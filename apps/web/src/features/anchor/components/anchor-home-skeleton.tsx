import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

// Each shape is built from the same classes as what replaces it, with an empty line of text where the text
// goes, so it has the same height to the pixel and nothing below moves when the answers come.
const Line = ({ className = '' }: { className?: string }) => (
  <span className={`${className} skeleton-text`.trim()}>{'\u00a0'}</span>
);
const Round = ({ size }: { size: number }) => (
  <span className="skeleton-block skeleton-round" style={{ width: size, height: size }} />
);
const times = (n: number) => Array.from({ length: n }, (_, i) => i);

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      {children}
    </div>
  );
}

/** "Live now" while loading: a row of hosts. */
export function LiveHostsSkeleton() {
  return (
    <Loading>
      <ul className="live-hosts" aria-hidden="true">
        {times(4).map((i) => (
          <li key={i}>
            <span className="live-host">
              <Round size={60} />
              <Line className="live-host-name" />
              <Line className="live-host-watchers" />
            </span>
          </li>
        ))}
      </ul>
    </Loading>
  );
}

/** "All hosts" while loading: the first page of the carousel. */
export function HostChunksSkeleton() {
  return (
    <Loading>
      <div className="carousel host-chunks" aria-hidden="true">
        <ul className="host-grid">
          {times(8).map((i) => (
            <li key={i}>
              <span className="host-card">
                <Round size={52} />
                <Line className="host-card-name" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Loading>
  );
}

/** "Matches" while loading: a few matches with one host each. */
export function LiveMatchesSkeleton() {
  return (
    <Loading>
      <ul className="live-matches" aria-hidden="true">
        {times(3).map((i) => (
          <li key={i} className="live-match">
            <span className="live-match-head">
              <Line className="live-match-league" />
              <Line className="live-match-time" />
              <Line className="live-match-teams" />
            </span>
            <span className="live-match-hosts">
              <span className="live-match-host">
                <Round size={28} />
                <Line />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Loading>
  );
}
