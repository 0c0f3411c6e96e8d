import { BadgeKind, type RankingConfig } from '@sport/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useRankingList, type RankingListInput } from '../api/get-ranking-list';
import { answeredPeriod, closedPeriods, startDateOf, type PeriodChoice } from '../lib/periods';
import { BoardRow, Podium } from './board-rows';
import { MyPosition } from './my-position';
import { PeriodSwitch } from './period-switch';
import { BoardSkeleton } from './ranking-skeleton';
import { ReportCard } from './report-card';
import '../../../components/ui/button.css';

/** The list call's input for a board, a period and whether the longer list was asked for. */
export function listInput(type: number, choice: PeriodChoice, showMore: boolean): RankingListInput {
  const startDate = startDateOf(choice);
  return { type, ...(startDate !== undefined ? { startDate } : {}), ...(showMore ? { showMore: 1 } : {}) };
}

/**
 * One board in one period: the podium, the rows after it ("show more" asks for the longer list), the caller's
 * own place, and the period's betting reports.
 */
export function Board({
  config,
  choice,
  onChoice,
}: {
  config: RankingConfig;
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
}) {
  const { t } = useTranslation();
  const { type } = config;
  const [showMore, setShowMore] = useState(false);
  const input = listInput(type, choice, showMore);
  // the longer list replaces the shorter in place, without a skeleton in between
  const list = useRankingList(input, showMore);
  const choose = (next: PeriodChoice) => {
    setShowMore(false);
    onChoice(next);
  };
  // An empty open week (a Monday morning) points to the week that just closed, rather than leaving a blank board.
  const lastWeek = closedPeriods(config)[0];
  const emptyBoard = (
    <EmptyState
      title={t('ranking.noRows')}
      description={
        choice.kind === 'recent' && lastWeek ? (
          <button
            type="button"
            className="ui-button rk-last-week"
            onClick={() => choose({ kind: 'history', startDate: lastWeek.startDate })}
          >
            {t('ranking.lastWeek')}
          </button>
        ) : null
      }
    />
  );

  return (
    <>
      <PeriodSwitch config={config} choice={choice} onChange={choose} />
      <QueryView query={list} loading={<BoardSkeleton />}>
        {(lists) => {
          const period = answeredPeriod(lists);
          if (!period) return emptyBoard;
          const rows = period.winRankingList;
          return (
            <>
              <section className="rk-board" aria-label={t('ranking.boards')}>
                {type === BadgeKind.Attention ? (
                  <p className="rk-meta rk-follow-count">{t('ranking.followBetCount', { count: period.followBetCount })}</p>
                ) : null}
                {period.redRankingList.length === 0 ? (
                  emptyBoard
                ) : (
                  <>
                    <Podium type={type} rows={period.redRankingList} />
                    {rows.list.length > 0 ? (
                      <ol className="rk-rows" aria-label={t('ranking.rest')}>
                        {rows.list.map((row) => (
                          <li key={row.userId}>
                            <BoardRow type={type} row={row} />
                          </li>
                        ))}
                      </ol>
                    ) : null}
                    {rows.showMore && !showMore ? (
                      <button type="button" className="ui-button rk-more" onClick={() => setShowMore(true)}>
                        {t('ranking.showMore')}
                      </button>
                    ) : null}
                  </>
                )}
              </section>
              <MyPosition type={type} period={period} />
              <section className="rk-reports" aria-labelledby="rk-reports-title">
                <h2 id="rk-reports-title" className="rk-section-title">
                  {t('ranking.reports')}
                </h2>
                {period.bettingReportList.length === 0 ? (
                  <EmptyState title={t('ranking.noReports')} />
                ) : (
                  period.bettingReportList.map((report) => <ReportCard key={report.id} report={report} />)
                )}
              </section>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
