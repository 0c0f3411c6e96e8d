import type { TipMessageDetail } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import '../../../components/ui/button.css';

/** The paid part once the caller may read it: the pick, then the analysis. */
export function TipContent({ tip }: { tip: TipMessageDetail }) {
  const { t } = useTranslation();
  return (
    <section className="tip-content" aria-label={t('news.content')}>
      {tip.sportsPlay ? (
        <p className="tip-play">
          <span className="tip-content-label">{t('news.play')}</span>
          {tip.sportsPlay}
        </p>
      ) : null}
      {tip.sportsInfo ? <div className="tip-info">{tip.sportsInfo}</div> : null}
    </section>
  );
}

/** The paid part while locked: what it costs, what a miss gives back, and the way to buy it. */
export function LockedContent({ tip, onBuy }: { tip: TipMessageDetail; onBuy: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="tip-locked" aria-label={t('news.locked')}>
      <p className="tip-locked-text">{t('news.lockedText')}</p>
      <p className="tip-locked-price">{t('news.price', { price: tip.goldPrice })}</p>
      {tip.openBackGold === 1 ? (
        <p className="tip-locked-refund">{t('news.refundNote', { percent: tip.returnGoldPercentage })}</p>
      ) : null}
      <button type="button" className="ui-button tip-buy" onClick={onBuy}>
        {t('news.buy')}
      </button>
    </section>
  );
}
