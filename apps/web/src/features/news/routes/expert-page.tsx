import { TIP_TABS, type TipTab } from '@sport/contract';
import { useId, useState } from 'react';
import { useParams } from '../../../lib/router';
import { Avatar } from '../../../components/ui/avatar';
import { FollowButton } from '../../../components/ui/follow-button';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useFollowExpert } from '../api/follow-expert';
import { useExpert } from '../api/get-expert';
import { useExpertTips } from '../api/get-expert-tips';
import { ChainBadge } from '../components/chain-badge';
import { ExpertRecord } from '../components/expert-record';
import { PageHeadSkeleton } from '../components/news-skeleton';
import { TipList } from '../components/tip-list';
import '../texts';
import '../news.css';

function ExpertTips({ professorId, tab }: { professorId: number; tab: TipTab }) {
  const { t } = useTranslation();
  const tips = useExpertTips(professorId, tab);
  return <TipList query={tips} showExpert={false} emptyText={tab === 'new' ? t('news.noCurrent') : t('news.noHistory')} />;
}

function Expert({ professorId }: { professorId: number }) {
  const { t } = useTranslation();
  const expert = useExpert(professorId);
  const follow = useFollowExpert(professorId);
  const [tab, setTab] = useState<TipTab>('new');
  const panelId = useId();
  return (
    <QueryView query={expert} loading={<PageHeadSkeleton />} notFoundText={t('news.expertNotFound')}>
      {(data) => (
        <div className="expert-page">
          <header className="news-head">
            <Avatar src={data.headUrl} size={56} name={data.name} />
            <div className="news-head-text">
              <h2 className="news-head-name">{data.name}</h2>
              <p className="news-head-sub">
                {data.tag ? <span className="tip-tag">{data.tag}</span> : null}
                {t('news.followers')} <span data-testid="follower-count">{data.attention}</span>
              </p>
            </div>
            <FollowButton
              following={data.isAttention === 1}
              toggle={follow}
              labels={[t('news.follow'), t('news.following')]}
            />
          </header>
          {data.profile ? <p className="expert-profile">{data.profile}</p> : null}
          {data.isActive === 0 ? <p className="expert-inactive">{t('news.expertInactive')}</p> : null}
          <ChainBadge professorId={professorId} />
          <ExpertRecord expert={data} />
          {data.introduction ? (
            <section className="news-section" aria-label={t('news.introduction')}>
              <h3 className="news-section-title">{t('news.introduction')}</h3>
              <p className="expert-introduction">{data.introduction}</p>
            </section>
          ) : null}
          <section className="news-section news-tips" aria-label={t('news.tips')}>
            <Tabs
              tabs={TIP_TABS.map((x) => x.key)}
              tab={tab}
              onChange={setTab}
              panelId={panelId}
              label={(key) => t(`news.tab.${key}`)}
            />
            <TabPanel panelId={panelId} tab={tab}>
              <ExpertTips professorId={professorId} tab={tab} />
            </TabPanel>
          </section>
        </div>
      )}
    </QueryView>
  );
}

/** SPEC §2 /news/user/:id: the expert, the record with its samples, the chain's check, follow, current and past tips. */
export default function ExpertPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const professorId = Number(id);
  const valid = Number.isInteger(professorId) && professorId > 0;
  return (
    <PageFrame title={t('pages.newsUser')}>
      {valid ? <Expert key={professorId} professorId={professorId} /> : <NotFoundView text={t('news.expertNotFound')} />}
    </PageFrame>
  );
}
