import { Code, type TipMessageDetail } from '@sport/contract';
import Popup from 'antd-mobile/es/components/popup';
import { useRef } from 'react';
import { Link } from '../../../lib/router';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { useTranslation } from '../../../lib/i18n';
import { useGoldDailyLimit } from '../../../lib/gold-daily-limit';
import { toastSuccess } from '../../../lib/toast';
import { useUserInfo } from '../../../lib/user-info';
import { useBuyTip } from '../api/buy-tip';
import '../../../components/ui/button.css';

const refusalCode = (error: unknown): number | null => (error instanceof ApiError ? error.code : null);

/** Not enough gold: say so, and show where gold comes from. */
function NotEnoughGold({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="buy-short" role="alert">
      <p>{t('news.goldShort')}</p>
      <Link className="ui-button buy-gold-link" to="/gold-document" onClick={onClose}>
        {t('news.getGold')}
      </Link>
    </div>
  );
}

/** The day's limit would be passed: say how much is left today, and that it comes back tomorrow (decision 019). */
function DailyLimitReached({ remaining }: { remaining: number | undefined }) {
  const { t } = useTranslation();
  return (
    <p className="buy-refusal" role="alert">
      {remaining === undefined ? t('news.dailyLimit') : t('news.dailyLimitLeft', { remaining })}
    </p>
  );
}

/**
 * Confirms a purchase: the price and the balance (and what may still be spent today, when that is less), then one
 * tap buys. While the purchase is on its way further taps send nothing (the server would answer the same purchase
 * anyway). Too little gold offers /gold-document; a price over what is left of the day's limit says so instead of
 * a button the server would refuse.
 */
export default function BuySheet({ tip, onClose }: { tip: TipMessageDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const buy = useBuyTip(tip.id);
  const sending = useRef(false);
  const daily = useGoldDailyLimit();
  const balance = user.data?.gold;
  const remaining = daily.data?.remaining;
  const code = refusalCode(buy.error);
  const short = code === Code.GoldInsufficient || (balance !== undefined && balance < tip.goldPrice && !buy.isSuccess);
  // too little gold wins, as on the server: topping up is what the user can do now
  const overLimit =
    !short && (code === Code.GoldDailyLimit || (remaining !== undefined && remaining < tip.goldPrice && !buy.isSuccess));

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    buy.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(t('news.buySucceeded'));
        onClose();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const refusal =
    code === Code.TipClosed
      ? t('news.closed')
      : buy.isError && code !== Code.GoldInsufficient && code !== Code.GoldDailyLimit
        ? errorText(buy.error)
        : null;

  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} showCloseButton destroyOnClose>
      <div className="buy-sheet" role="dialog" aria-label={t('news.buyTitle')}>
        <h2 className="buy-title">{t('news.buyTitle')}</h2>
        <p className="buy-tip-title">{tip.sportsTitle}</p>
        <dl className="buy-figures">
          <div>
            <dt>{t('news.priceLabel')}</dt>
            <dd data-testid="buy-price">{t('news.price', { price: tip.goldPrice })}</dd>
          </div>
          <div>
            <dt>{t('news.balance')}</dt>
            <dd data-testid="buy-balance">
              {balance !== undefined ? t('news.price', { price: balance }) : user.isError ? errorText(user.error) : t('common.loading')}
            </dd>
          </div>
          {/* only when it, not the balance, is what limits the user: 10000 left beside a balance of 100 says nothing */}
          {remaining !== undefined && balance !== undefined && remaining < balance ? (
            <div>
              <dt>{t('news.dailyLeftLabel')}</dt>
              <dd data-testid="buy-daily-left">{t('news.price', { price: remaining })}</dd>
            </div>
          ) : null}
        </dl>
        {tip.openBackGold === 1 ? <p className="buy-note">{t('news.refundNote', { percent: tip.returnGoldPercentage })}</p> : null}
        {short ? (
          <NotEnoughGold onClose={onClose} />
        ) : overLimit ? (
          <DailyLimitReached remaining={code === Code.GoldDailyLimit && daily.isFetching ? undefined : remaining} />
        ) : (
          <button
            type="button"
            className="ui-button buy-confirm"
            disabled={buy.isPending || balance === undefined}
            onClick={confirm}
          >
            {buy.isPending ? t('news.buying') : t('news.confirmBuy', { price: tip.goldPrice })}
          </button>
        )}
        {refusal ? (
          <p className="buy-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
    </Popup>
  );
}
