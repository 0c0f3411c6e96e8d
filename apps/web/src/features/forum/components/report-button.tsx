import { useIsMe } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import type { ReportTarget } from '../api/report';

/** 举报 under a thread or a reply, for anyone but its author (the server refuses one's own report). */
export function ReportButton({
  authorId,
  target,
  onReport,
}: {
  authorId: number;
  target: ReportTarget;
  onReport: (target: ReportTarget) => void;
}) {
  const { t } = useTranslation();
  const isMe = useIsMe();
  if (isMe(authorId)) return null;
  return (
    <button type="button" className="forum-action" onClick={() => onReport(target)}>
      {t('forum.report')}
    </button>
  );
}
