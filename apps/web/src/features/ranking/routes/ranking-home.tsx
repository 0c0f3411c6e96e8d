import '../texts';
import { rankingRoutes } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { QueryView } from '../../../components/ui/query-view';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { routeKey } from '../../../lib/query-keys';
import { rankingConfigQuery, useRankingConfig } from '../api/get-ranking-config';
import { Board } from '../components/board';
import { BoardSkeleton, TabsSkeleton } from '../components/ranking-skeleton';
import { RECENT, type PeriodChoice } from '../lib/periods';
import '../ranking.css';

const PANEL = 'ranking-board';

/**
 * SPEC §2 /user-ranking (kept alive, under the tab bar): the boards ranking/config names as tabs (SPEC §9
 * titles), each in the recent or a closed week, with the caller's own place and the week's betting reports.
 */
export default function RankingHome() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const config = useRankingConfig();
  const [chosenType, setChosenType] = useState<number | null>(null);
  const [choice, setChoice] = useState<PeriodChoice>(RECENT);

  // the tabs and their weeks, then every board answer in the cache (the open one refetches, the others when opened)
  const refresh = async () => {
    await client.refetchQueries({ queryKey: rankingConfigQuery().queryKey });
    await client.invalidateQueries({ queryKey: routeKey(rankingRoutes.list) });
  };

  return (
    <TabPageFrame title={t('pages.ranking')}>
      <PullToRefresh onRefresh={refresh}>
        <div className="rk-home">
          <QueryView
            query={config}
            loading={
              <>
                <TabsSkeleton />
                <BoardSkeleton />
              </>
            }
            empty={<EmptyState title={t('ranking.noBoards')} />}
          >
            {(boards) => {
              const board = boards.find((b) => b.type === chosenType) ?? boards[0];
              if (!board) return null;
              // a closed week the configuration no longer lists falls back to the recent one
              const listed =
                choice.kind === 'recent' || board.rankingDateList.some((p) => p.startDate === choice.startDate);
              return (
                <>
                  <Tabs
                    tabs={boards.map((b) => b.type)}
                    tab={board.type}
                    onChange={setChosenType}
                    panelId={PANEL}
                    label={(type) => boards.find((b) => b.type === type)?.text ?? ''}
                  />
                  <TabPanel panelId={PANEL} tab={board.type}>
                    <Board key={board.type} config={board} choice={listed ? choice : RECENT} onChoice={setChoice} />
                  </TabPanel>
                </>
              );
            }}
          </QueryView>
        </div>
      </PullToRefresh>
    </TabPageFrame>
  );
}
