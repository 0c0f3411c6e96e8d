import type { RankingDate } from '@sport/contract';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { BoardRow } from './board-rows';
import { HideSwitch } from './hide-switch';
import '../../../components/ui/button.css';

/**
 * The caller's own place on this board and period, with the switch that hides them from the boards; a
 * visitor is offered the login instead.
 */
export function MyPosition({ type, period }: { type: number; period: RankingDate }) {
  const { t } = useTranslation();
  const token = useAuthStore((s) => s.token);
  const requireLogin = useRequireLogin();
  return (
    <section className="rk-mine" aria-label={t('ranking.mine')}>
      <h2 className="rk-section-title">{t('ranking.mine')}</h2>
      {!token ? (
        <p className="rk-mine-visitor">
          <span className="rk-meta">{t('ranking.loginForMine')}</span>
          <button type="button" className="ui-button" onClick={() => void requireLogin()}>
            {t('ranking.login')}
          </button>
        </p>
      ) : (
        <>
          {period.myRanking ? (
            <BoardRow type={type} row={period.myRanking} />
          ) : (
            <p className="rk-meta">{period.hidden ? t('ranking.hiddenNote') : t('ranking.notRanked')}</p>
          )}
          <HideSwitch hidden={period.hidden} />
        </>
      )}
    </section>
  );
}
