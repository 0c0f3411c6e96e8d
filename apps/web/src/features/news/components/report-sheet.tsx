import Popup from 'antd-mobile/es/components/popup';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useReportCategories, useReportComment } from '../api/report-comment';

/** Why the comment is reported: one tap on a reason sends the report (举报成功) and closes the sheet. */
export default function ReportSheet({ commentId, onClose }: { commentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useReportCategories();
  const report = useReportComment();
  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} showCloseButton destroyOnClose>
      <div className="report-sheet" role="dialog" aria-label={t('news.reportTitle')}>
        <h2 className="buy-title">{t('news.reportTitle')}</h2>
        <QueryView query={categories}>
          {(list) => (
            <ul className="report-reasons">
              {list.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    className="report-reason"
                    disabled={report.isPending}
                    onClick={() => report.mutate({ commentId, cateId: category.id }, { onSuccess: onClose })}
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
