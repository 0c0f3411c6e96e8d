import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

export default function PullRefreshGesture({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('anchor.pullToRefresh')}
      canReleaseText={t('anchor.releaseToRefresh')}
      refreshingText={t('common.loading')}
      completeText={t('anchor.refreshed')}
    >
      {children}
    </PullToRefresh>
  );
}
