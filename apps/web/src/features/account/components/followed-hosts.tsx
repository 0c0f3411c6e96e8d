import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { useHosts } from '../api/get-hosts';
import '../texts';

/** The hosts the user follows, by name, each a link to the host's page. */
export function FollowedHosts({ hostIds, onOpenHost }: { hostIds: readonly number[]; onOpenHost: () => void }) {
  const { t } = useTranslation();
  const hosts = useHosts(hostIds);
  return (
    <section className="account-section" aria-label={t('mine.sheet.followedHosts')}>
      <h3 className="account-section-title">{t('mine.sheet.followedHosts')}</h3>
      {hostIds.length === 0 ? (
        <p className="account-empty">{t('mine.sheet.noFollowedHosts')}</p>
      ) : (
        <ul className="account-list">
          {(hosts.data ?? []).map((host) => (
            <li key={host.hostId}>
              <Link to={`/anchor/detail/${host.hostId}`} onClick={onOpenHost}>
                {host.nickName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
