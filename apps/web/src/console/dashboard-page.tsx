import { useQuery } from '@tanstack/react-query';
import { consoleRoutes } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';
import { LoadFailed } from './load-failed';

/** 概览: live rooms now, today's tip purchases and refunds, reports waiting, each platform's ingest health. */
export function DashboardPage() {
  const board = useQuery({
    queryKey: ['console', 'dashboard'],
    queryFn: () => consoleFetch(consoleRoutes.dashboard, {}),
    refetchInterval: 60_000,
  });
  if (board.isPending) return <p className="console-status">加载中…</p>;
  if (board.isError)
    return <LoadFailed error={board.error} retry={board.refetch} />;
  const d = board.data;
  return (
    <section>
      <h2>概览</h2>
      <div className="dashboard">
        <div className="figure">
          <span>正在直播</span>
          <strong>{d.liveRooms}</strong>
          <small>间直播间</small>
        </div>
        <div className="figure">
          <span>今日购买方案</span>
          <strong>{d.purchases.count}</strong>
          <small>笔，共 {d.purchases.gold} 金币</small>
        </div>
        <div className="figure">
          <span>今日退款</span>
          <strong>{d.refunds.count}</strong>
          <small>笔，共 {d.refunds.gold} 金币</small>
        </div>
        <div className="figure">
          <span>待审核举报</span>
          <strong>{d.reportsWaiting}</strong>
          <small>条</small>
        </div>
      </div>
      <h3>投注接入</h3>
      <table className="audit">
        <thead>
          <tr>
            <th>平台</th>
            <th>最近一次投注写入</th>
            <th>最近一次成功推送</th>
            <th>24 小时内被拒</th>
          </tr>
        </thead>
        <tbody>
          {d.ingest.map((p) => (
            <tr key={p.platform}>
              <td>{p.name}</td>
              <td>{p.lastBetAt === null ? '尚无投注' : time(p.lastBetAt)}</td>
              <td>{p.lastIngestAt === null ? '尚无推送' : time(p.lastIngestAt)}</td>
              <td className={p.refusedCalls24h > 0 ? 'console-error' : ''}>
                {p.refusedCalls24h === 0 ? '无' : `${p.refusedCalls24h} 次推送，${p.refusedRows24h} 条投注`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">“今日”自北京时间 {time(d.dayStart)} 起；投注写入包括平台推送与结算更新；被拒的推送详见“平台”页。</p>
    </section>
  );
}
