import type { Host } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { useFollowHost } from '../api/follow-host';
import { useRequireLogin } from '../../../lib/use-require-login';
import '../../../components/ui/button.css';
import '../texts';

/** Follow / unfollow; needs login (the app's login opens first, then the tap goes on). */
export function FollowButton({ host }: { host: Pick<Host, 'hostId' | 'isAttention'> }) {
  const { t } = useTranslation();
  const follow = useFollowHost(host.hostId);
  const requireLogin = useRequireLogin();
  const following = host.isAttention === 1;
  const onClick = async () => {
    if (follow.isPending || !(await requireLogin())) return;
    follow.mutate(following ? 0 : 1);
  };
  return (
    <button
      type="button"
      className={following ? 'ui-button follow-button following' : 'ui-button follow-button'}
      aria-pressed={following}
      onClick={() => void onClick()}
    >
      {following ? t('anchorPages.following') : t('anchorPages.follow')}
    </button>
  );
}
