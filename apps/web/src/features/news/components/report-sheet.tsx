import { ReportReasonsSheet } from '../../../components/ui/report-reasons-sheet';
import { useTranslation } from '../../../lib/i18n';
import { useReportCategories, useReportComment } from '../api/report-comment';

/** Why the comment is reported: one tap on a reason sends the report (举报成功) and closes the sheet. */
export default function ReportSheet({ commentId, onClose }: { commentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportComment();
  return (
    <ReportReasonsSheet
      title={t('news.reportTitle')}
      reasons={useReportCategories()}
      pending={report.isPending}
      onPick={(cateId) => report.mutate({ commentId, cateId }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
