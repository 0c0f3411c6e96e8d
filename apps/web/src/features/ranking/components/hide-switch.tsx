import { useTranslation } from '../../../lib/i18n';
import { useSwitchRanking } from '../api/switch-ranking';

/** The caller hides themself from the boards or shows themself again (ranking/switch); logged-in only. */
export function HideSwitch({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const change = useSwitchRanking();
  // while the call runs the switch shows where it is going
  const on = change.isPending ? change.variables === 1 : hidden;
  return (
    <label className="rk-hide">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        disabled={change.isPending}
        onChange={(e) => change.mutate(e.target.checked ? 1 : 0)}
      />
      {t('ranking.hideMe')}
    </label>
  );
}
