import type { ExpertDetail } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/**
 * The expert's record, from settled tips only, each figure with the sample it was taken over (7/10 is seven hits
 * of the last ten settled tips), so a figure over three tips does not read like one over three hundred.
 */
export function ExpertRecord({ expert }: { expert: ExpertDetail }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'tenWin', value: `${expert.tenWin}/${expert.tenSample}`, sample: t('news.sampleLastTen', { count: expert.tenSample }) },
    { key: 'hitRate', value: percent(expert.hitPercents), sample: t('news.sampleHits', { hit: expert.hitSession, count: expert.settledSession }) },
    { key: 'yield', value: percent(expert.yieldRate), sample: t('news.sampleSettled', { count: expert.yieldSample }) },
    { key: 'weekReturn', value: percent(expert.weekRateReturn), sample: t('news.sampleWeek', { count: expert.weekSample }) },
    { key: 'streak', value: String(expert.winContinuous), sample: t('news.sampleDecided', { count: expert.streakSample }) },
    { key: 'longest', value: String(expert.longestWin), sample: t('news.sampleDecided', { count: expert.streakSample }) },
  ];
  return (
    <section className="expert-record" aria-label={t('news.record')}>
      <dl className="expert-record-grid">
        {figures.map((figure) => (
          <div key={figure.key} className="expert-record-figure" data-testid={`record-${figure.key}`}>
            <dt>{t(`news.figure.${figure.key}`)}</dt>
            <dd>
              <strong>{figure.value}</strong>
              <span className="expert-record-sample">{figure.sample}</span>
            </dd>
          </div>
        ))}
      </dl>
      {expert.tenHistory.length > 0 ? (
        <p className="expert-ten" aria-label={t('news.tenHistory')}>
          {expert.tenHistory.map((hit, i) => (
            <span key={i} className={hit === 1 ? 'expert-ten-dot is-hit' : 'expert-ten-dot'}>
              {hit === 1 ? t('news.hitShort') : t('news.missShort')}
            </span>
          ))}
        </p>
      ) : null}
      <p className="expert-record-note">{t('news.publishedCount', { count: expert.sportsSession, ordered: expert.ordered })}</p>
    </section>
  );
}
