import Popup from 'antd-mobile/es/components/popup';
import { QueryView, type QueryState } from './query-view';
import './report-reasons-sheet.css';

export interface ReportReason {
  id: number;
  name: string;
}

interface ReportReasonsSheetProps {
  title: string;
  reasons: QueryState<readonly ReportReason[]>;
  /** A report is on its way: the reasons wait, so a double tap reports once. */
  pending: boolean;
  onPick: (reasonId: number) => void;
  onClose: () => void;
}

/**
 * Why something is reported (a tip comment, a forum thread or reply): one tap on a reason sends it. The feature
 * owns the calls; this sheet only shows the reasons and says which was tapped.
 */
export function ReportReasonsSheet({ title, reasons, pending, onPick, onClose }: ReportReasonsSheetProps) {
  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} showCloseButton destroyOnClose>
      <div className="report-sheet" role="dialog" aria-label={title}>
        <h2 className="report-sheet-title">{title}</h2>
        <QueryView query={reasons}>
          {(list) => (
            <ul className="report-reasons">
              {list.map((reason) => (
                <li key={reason.id}>
                  <button type="button" className="report-reason" disabled={pending} onClick={() => onPick(reason.id)}>
                    {reason.name}
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
