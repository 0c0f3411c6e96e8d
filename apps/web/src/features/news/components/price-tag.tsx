import { useTranslation } from '../../../lib/i18n';

/** 免费, or the price in gold. */
export function PriceTag({ price }: { price: number }) {
  const { t } = useTranslation();
  return <span className={price === 0 ? 'tip-price is-free' : 'tip-price'}>{price === 0 ? t('news.free') : t('news.price', { price })}</span>;
}
