import { ageText, type Host } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { fileUrl } from '../../../lib/file-url';
import { FollowButton } from '../../../components/ui/follow-button';
import { useFollowHost } from '../api/follow-host';
import '../texts';

/** The host's card on the detail page: picture, name, age, tags, watchers, followers, follow. */
export function HostProfile({ host }: { host: Host }) {
  const { t } = useTranslation();
  const follow = useFollowHost(host.hostId);
  return (
    <section className="host-profile" aria-label={host.nickName}>
      <img
        className="host-profile-picture"
        src={fileUrl(host.pictureId || host.headUrl)}
        alt={t('anchorPages.pictureOf', { name: host.nickName })}
        width={84}
        height={84}
      />
      <div className="host-profile-body">
        <h2 className="host-profile-name">{host.nickName}</h2>
        <p className="host-profile-age">{ageText(host.birthday, Date.now())}</p>
        {host.tags.length > 0 ? (
          <ul className="host-tags" aria-label={t('anchorPages.tags')}>
            {host.tags.map((tag) => (
              <li key={tag} className="host-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="host-counts">
          <div>
            <dt>{t('anchorPages.watcherCount')}</dt>
            <dd data-testid="watcher-count">{host.watcherCount}</dd>
          </div>
          <div>
            <dt>{t('anchorPages.followerCount')}</dt>
            <dd data-testid="follower-count">{host.attention}</dd>
          </div>
        </dl>
      </div>
      <FollowButton
        following={host.isAttention === 1}
        toggle={follow}
        labels={[t('anchorPages.follow'), t('anchorPages.following')]}
      />
    </section>
  );
}
