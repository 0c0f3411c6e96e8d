import { useTranslation } from '../../../lib/i18n';
import { useVerifyExpert } from '../api/verify-expert';

/**
 * Whether the expert's record is the one published: the server recomputes the hash chain of every tip
 * (content, publish time, the previous hash) and says whether it holds. Quiet while it checks or cannot. Tips
 * staff hid are still in the chain (checked like the rest): the badge says how many and where, never what they said.
 */
export function ChainBadge({ professorId }: { professorId: number }) {
  const { t } = useTranslation();
  const verify = useVerifyExpert(professorId);
  if (!verify.data) return null;
  const { holds, length, hidden } = verify.data;
  return (
    <p className={holds ? 'chain-badge is-ok' : 'chain-badge is-broken'} data-testid="chain-badge">
      {holds ? t('news.chainHolds', { count: length }) : t('news.chainBroken')}
      {hidden.length > 0 ? (
        <span className="chain-hidden">
          {t('news.chainHidden', { count: hidden.length, positions: hidden.map((h) => `#${h.position}`).join('、') })}
        </span>
      ) : null}
    </p>
  );
}
