import Popup from 'antd-mobile/es/components/popup';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useReport, useReportCategories, type ReportTarget } from '../api/report';

/** Why a thread or reply is reported: one tap on a reason sends the report (举报成功) and closes the sheet. */
export default function ReportSheet({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useReportCategories();
  const report = useReport();
  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} showCloseButton destroyOnClose>
      <div className="forum-report-sheet" role="dialog" aria-label={t('forum.reportTitle')}>
        <h2 className="forum-sheet-title">{t('forum.reportTitle')}</h2>
        <QueryView query={categories}>
          {(list) => (
            <ul className="forum-report-reasons">
              {list.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    className="forum-report-reason"
                    disabled={report.isPending}
                    onClick={() => report.mutate({ target, cateId: category.id }, { onSuccess: onClose })}
                  >
                    {category.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </Popup>
  );
}
