import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { BackArrow } from './back-arrow';
import { useGoBack } from './use-go-back';

/** A sub-page: antd-mobile nav bar with the title and a back arrow (home when there is no history). */
export function PageFrame({ title, children, right }: { title: ReactNode; children: ReactNode; right?: ReactNode }) {
  const { t } = useTranslation();
  const back = useGoBack();
  return (
    <div className="page-frame">
      <NavBar className="page-frame-nav" onBack={back} backIcon={<BackArrow label={t('common.back')} />} right={right}>
        <h1 className="page-frame-title">{title}</h1>
      </NavBar>
      <div className="page-frame-body">{children}</div>
    </div>
  );
}
