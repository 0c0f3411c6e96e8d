import { ReportReasonsSheet } from '../../../components/ui/report-reasons-sheet';
import { useTranslation } from '../../../lib/i18n';
import { useReport, useReportCategories, type ReportTarget } from '../api/report';

/** Why a thread or reply is reported: one tap on a reason sends the report (举报成功) and closes the sheet. */
export default function ReportSheet({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReport();
  return (
    <ReportReasonsSheet
      title={t('forum.reportTitle')}
      reasons={useReportCategories()}
      pending={report.isPending}
      onPick={(cateId) => report.mutate({ target, cateId }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
