import { hourMinute, monthDayZh, type LotteryApproval } from '@sport/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { SkeletonLine, SkeletonStatus } from '../../../components/ui/skeleton';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { usePrize } from '../api/get-prize';
import { PrizeForm } from '../components/prize-form';
import '../../../components/ui/button.css';
import '../texts';
import '../prize.css';

function PrizeSkeleton() {
  return (
    <SkeletonStatus>
      <div className="prize-card" aria-hidden="true">
        <SkeletonLine className="prize-label" />
        <SkeletonLine className="prize-name" />
      </div>
    </SkeletonStatus>
  );
}

/** A claim that was sent: its review status and what it said. */
function SentClaim({ claim }: { claim: LotteryApproval }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={`prize-status is-${claim.status}`} role="status">
        {t(`mine.prize.status.${claim.status}`)}
      </p>
      <dl className="prize-sent">
        <dt>{t('mine.prize.realName')}</dt>
        <dd>{claim.realName}</dd>
        <dt>{t('mine.prize.phone')}</dt>
        <dd>{claim.phone}</dd>
        <dt>{t('mine.prize.address')}</dt>
        <dd>{claim.address}</dd>
      </dl>
      {claim.submitDate !== null ? (
        <p className="prize-date">
          {t('mine.prize.submitDate', { time: `${monthDayZh(claim.submitDate)} ${hourMinute(claim.submitDate)}` })}
        </p>
      ) : null}
    </>
  );
}

function Prize() {
  const { t } = useTranslation();
  const prize = usePrize();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <QueryView
      query={prize}
      loading={<PrizeSkeleton />}
      isEmpty={(claim) => claim.prizeName === ''}
      empty={<EmptyState title={t('mine.prize.none')} description={t('mine.prize.noneHint')} />}
    >
      {(claim) => (
        <section className="prize-card" aria-label={t('mine.prize.prize')}>
          <p className="prize-label">{t('mine.prize.prize')}</p>
          <p className="prize-name">{claim.prizeName}</p>
          {refusal ? (
            <p className="prize-problem prize-refusal" role="alert">
              {refusal}
            </p>
          ) : null}
          {claim.status === 0 ? <PrizeForm onRefused={setRefusal} /> : <SentClaim claim={claim} />}
        </section>
      )}
    </QueryView>
  );
}

/**
 * 我的奖品 (SPEC §7 lottery approval info and submitInfo): the prize the user won in a live-room draw, and once
 * per prize, where it goes (name, phone, address); after that, the claim and its review status.
 */
export default function PrizeClaimPage() {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const requireLogin = useRequireLogin();
  return (
    <PageFrame title={t('mine.prize.title')}>
      {loggedIn ? (
        <Prize />
      ) : (
        <div className="prize-visitor">
          <p>{t('mine.prize.visitor')}</p>
          <button type="button" className="ui-button" onClick={() => void requireLogin()}>
            {t('mine.prize.login')}
          </button>
        </div>
      )}
    </PageFrame>
  );
}
