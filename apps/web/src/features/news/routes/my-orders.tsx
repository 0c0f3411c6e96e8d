import { PageFrame } from '../../../components/ui/page-frame';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useMyOrders } from '../api/get-my-orders';
import { LoginHint } from '../components/login-hint';
import { TipList } from '../components/tip-list';
import '../texts';
import '../news.css';

/** 我的购买 (SPEC §7 message/v2/myOrder): the tips the user bought, newest purchase first; each opens the tip. */
export default function MyOrders() {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const orders = useMyOrders();
  return (
    <PageFrame title={t('news.myOrders')}>
      {loggedIn ? <TipList query={orders} emptyText={t('news.noOrders')} /> : <LoginHint text={t('news.myOrdersVisitor')} />}
    </PageFrame>
  );
}
