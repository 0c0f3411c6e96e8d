import { badgeKindLabel, BadgeKind, HostLiveStatus, type BadgeKindId } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useHostRank } from '../api/get-host-rank';
import { Avatar } from '../../../components/ui/avatar';
import '../anchor.css';
import '../texts';

const BADGE_CLASS: Record<BadgeKindId, string> = {
  [BadgeKind.Red]: 'badge-red',
  [BadgeKind.Gain]: 'badge-gain',
  [BadgeKind.Pop]: 'badge-pop',
  [BadgeKind.Attention]: 'badge-attention',
};

const isBadgeKind = (kind: number | null): kind is BadgeKindId => kind !== null && kind in BADGE_CLASS;

/** SPEC §2 /anchor/week-rank: this week's hosts by popularity, with their badge kinds (SPEC §4). */
export default function WeekRank() {
  const { t } = useTranslation();
  const rank = useHostRank();
  return (
    <PageFrame title={t('pages.weekRank')}>
      <QueryView query={rank} empty={<EmptyState title={t('anchorPages.noRank')} />}>
        {(entries) => (
          <ol className="rank-list">
            {entries.map((entry) => (
              <li key={entry.hostId}>
                <Link className="rank-row" to={`/anchor/detail/${entry.hostId}`}>
                  <span className={entry.rank <= 3 ? `rank-place top-${entry.rank}` : 'rank-place'}>{entry.rank}</span>
                  <Avatar src={entry.headUrl} size={44} name={entry.nickName} />
                  <span className="host-row-body">
                    <span className="host-row-name">
                      {entry.nickName}
                      {entry.liveStatus === HostLiveStatus.Live ? (
                        <span className="live-mark inline">{t('anchor.live')}</span>
                      ) : null}
                    </span>
                    <span className="host-row-meta">{t('anchorPages.score', { score: entry.score })}</span>
                  </span>
                  {isBadgeKind(entry.badgeKind) ? (
                    <span className={`rank-badge ${BADGE_CLASS[entry.badgeKind]}`}>
                      {badgeKindLabel(entry.badgeKind)}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </PageFrame>
  );
}
