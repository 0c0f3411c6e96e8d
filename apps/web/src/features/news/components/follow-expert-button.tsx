import type { ExpertDetail } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useFollowExpert } from '../api/follow-expert';
import '../../../components/ui/button.css';

/** Follow / unfollow an expert; needs login (the app's login opens first, then the tap goes on). */
export function FollowExpertButton({ expert }: { expert: Pick<ExpertDetail, 'id' | 'isAttention'> }) {
  const { t } = useTranslation();
  const follow = useFollowExpert(expert.id);
  const requireLogin = useRequireLogin();
  const following = expert.isAttention === 1;
  const onClick = async () => {
    if (follow.isPending || !(await requireLogin())) return;
    follow.mutate(following ? 0 : 1);
  };
  return (
    <button
      type="button"
      className={following ? 'ui-button follow-expert following' : 'ui-button follow-expert'}
      aria-pressed={following}
      onClick={() => void onClick()}
    >
      {following ? t('news.following') : t('news.follow')}
    </button>
  );
}
