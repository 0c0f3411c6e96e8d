import { useRequireLogin } from '../../lib/use-require-login';
import './button.css';

interface Props {
  following: boolean;
  /** The feature's follow hook (built on useFollowToggle). */
  toggle: { isPending: boolean; mutate: (attention: 0 | 1) => void };
  /** What it says to someone not following yet, and to someone following. */
  labels: [follow: string, following: string];
}

/**
 * Follow / unfollow; needs login: the app's login opens first, then the tap
 * goes on. A tap while the last one is on its way does nothing.
 */
export function FollowButton({ following, toggle, labels }: Props) {
  const requireLogin = useRequireLogin();
  const onClick = async () => {
    if (toggle.isPending || !(await requireLogin())) return;
    toggle.mutate(following ? 0 : 1);
  };
  return (
    <button
      type="button"
      className={following ? 'ui-button follow-button following' : 'ui-button follow-button'}
      aria-pressed={following}
      onClick={() => void onClick()}
    >
      {labels[following ? 1 : 0]}
    </button>
  );
}
