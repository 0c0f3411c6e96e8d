import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from '../../../lib/router';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useTip } from '../api/get-tip';
import { PageHeadSkeleton } from '../components/news-skeleton';
import { TipHead } from '../components/tip-head';
import { LockedContent, TipContent } from '../components/tip-content';
import { markProgramRead } from '../lib/read-programs';
import '../texts';
import '../news.css';

// Below the tip, and only for those who get that far: their own chunks (the /news budget counts neither).
const BuySheet = lazy(() => import('../components/buy-sheet'));
const CommentSection = lazy(() => import('../components/comment-section'));

function Tip({ id }: { id: number }) {
  const { t } = useTranslation();
  const tip = useTip(id);
  const requireLogin = useRequireLogin();
  const token = useAuthStore((s) => s.token);
  // the session the sheet was opened for: it closes when that session ends (the balance can no longer load)
  // and stays closed for a later login
  const [buyingFor, setBuyingFor] = useState<string | null>(null);
  const buying = buyingFor !== null && buyingFor === token;
  useEffect(() => markProgramRead(id), [id]);

  const openBuy = async () => {
    if (await requireLogin()) setBuyingFor(useAuthStore.getState().token);
  };

  return (
    <QueryView query={tip} loading={<PageHeadSkeleton />} notFoundText={t('news.tipNotFound')}>
      {(data) => {
        const open = data.sportsInfo !== undefined || data.sportsPlay !== undefined;
        return (
          <div className="tip-detail">
            <TipHead tip={data} />
            {open ? <TipContent tip={data} /> : <LockedContent tip={data} onBuy={() => void openBuy()} />}
            {buying && !open ? (
              <Suspense fallback={null}>
                <BuySheet tip={data} onClose={() => setBuyingFor(null)} />
              </Suspense>
            ) : null}
            <Suspense fallback={<p className="loading-line">{t('common.loading')}</p>}>
              <CommentSection messageId={id} count={data.commentCount} />
            </Suspense>
          </div>
        );
      }}
    </QueryView>
  );
}

/** SPEC §2 /news/detail/:id: the matches, the locked or bought content, the settled result, and the comments. */
export default function TipDetail() {
  const { t } = useTranslation();
  const { id } = useParams();
  const tipId = Number(id);
  const valid = Number.isInteger(tipId) && tipId > 0;
  return (
    <PageFrame title={t('pages.newsDetail')}>
      {valid ? <Tip key={tipId} id={tipId} /> : <NotFoundView text={t('news.tipNotFound')} />}
    </PageFrame>
  );
}
