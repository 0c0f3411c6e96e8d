import Popup from 'antd-mobile/es/components/popup';
import { useLocation } from '../../../lib/router';
import { QueryView } from '../../../components/ui/query-view';
import { useAppActions } from '../../../lib/app-actions';
import { useAuthStore } from '../../../lib/auth-store';
import { useGoldDailyLimit } from '../../../lib/gold-daily-limit';
import { useTranslation } from '../../../lib/i18n';
import { useSubscribeInfo } from '../../../lib/use-subscribe-info';
import { useUserInfo } from '../../../lib/user-info';
import { useLogout } from '../api/logout';
import { Bookings } from './bookings';
import { FollowedHosts } from './followed-hosts';
import { MyLinks } from './my-links';
import '../../../components/ui/button.css';
import '../account.css';
import '../texts';

/** What may still be spent today (decision 019), under the balance; left out while it loads or if it fails. */
function DailyLeft() {
  const { t } = useTranslation();
  const daily = useGoldDailyLimit();
  if (!daily.data) return null;
  return <p className="account-daily">{t('mine.sheet.dailyLeft', { remaining: daily.data.remaining, limit: daily.data.limit })}</p>;
}

function Account({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const subscriptions = useSubscribeInfo();
  const logout = useLogout();
  return (
    <>
      <QueryView query={user}>
        {(info) => (
          <div className="account-user">
            <p className="account-name">{info.nickname || info.username}</p>
            {info.nickname && info.nickname !== info.username ? <p className="account-username">{info.username}</p> : null}
            <p className="account-gold">
              {t('mine.sheet.gold')} <strong>{info.gold}</strong>
            </p>
            <DailyLeft />
          </div>
        )}
      </QueryView>
      <QueryView query={subscriptions}>
        {(info) => (
          <>
            <FollowedHosts hostIds={info.attentionHostId} onOpenHost={onClose} />
            <Bookings matchIds={info.subscribeMatchId} hostIds={info.subscribeHostId} />
          </>
        )}
      </QueryView>
      <MyLinks onOpen={onClose} />
      <button type="button" className="ui-button account-action" disabled={logout.isPending} onClick={() => logout.mutate()}>
        {t('mine.sheet.logout')}
      </button>
    </>
  );
}

function Visitor({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { login } = useAppActions();
  const { pathname, search } = useLocation();
  // one dialog at a time: the sheet closes first, or its mask would lie over the login dialog
  const logIn = () => {
    onClose();
    void login(`${pathname}${search}`);
  };
  return (
    <>
      <p className="account-empty">{t('mine.sheet.visitor')}</p>
      <button type="button" className="ui-button account-action" onClick={logIn}>
        {t('login.submit')}
      </button>
    </>
  );
}

/** Who am I, in a browser (the native app and host shells have their own): name, gold, follows, bookings, log out. */
export default function AccountSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} showCloseButton destroyOnClose>
      <div className="account-sheet" role="dialog" aria-label={t('account.open')}>
        <h2 className="account-title">{t('account.open')}</h2>
        {loggedIn ? <Account onClose={onClose} /> : <Visitor onClose={onClose} />}
      </div>
    </Popup>
  );
}
