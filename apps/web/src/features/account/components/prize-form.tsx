import { Code, PRIZE_ADDRESS_MAX, PRIZE_NAME_MAX, prizeClaimProblems, trimPrizeClaim, type PrizeClaim, type PrizeClaimField } from '@sport/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/http';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useSubmitPrize } from '../api/submit-prize';
import '../../../components/ui/button.css';

const FIELDS: readonly PrizeClaimField[] = ['realName', 'phone', 'address'];

/** Why the server refused, in words: the refusals it means for the user have their own, the rest the generic ones. */
function refusalText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.code === Code.Forbidden) return t('mine.prize.noPrize');
  if (error instanceof ApiError && error.code === Code.Conflict) return t('mine.prize.alreadySubmitted');
  return errorText(error);
}

/**
 * Name, phone and address for a prize: each field checked by the contract's rules before anything is sent. A
 * refusal goes to `onRefused`: the page keeps it in view when the stored claim replaces the form.
 */
export function PrizeForm({ onRefused }: { onRefused: (text: string | null) => void }) {
  const { t } = useTranslation();
  const submit = useSubmitPrize();
  const id = useId();
  const [claim, setClaim] = useState<PrizeClaim>({ realName: '', phone: '', address: '' });
  const [problems, setProblems] = useState<Partial<Record<PrizeClaimField, string>>>({});

  const send = () => {
    if (submit.isPending) return;
    const found = prizeClaimProblems(trimPrizeClaim(claim));
    setProblems(found);
    onRefused(null);
    if (Object.keys(found).length > 0) return;
    submit.mutate(claim, {
      onSuccess: () => toastSuccess(t('mine.prize.submitted')),
      onError: (error) => onRefused(refusalText(error, t)),
    });
  };

  const placeholder: Record<PrizeClaimField, string> = {
    realName: t('mine.prize.realNamePlaceholder', { max: PRIZE_NAME_MAX }),
    phone: t('mine.prize.phonePlaceholder'),
    address: t('mine.prize.addressPlaceholder', { max: PRIZE_ADDRESS_MAX }),
  };

  return (
    <form
      className="prize-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <p className="prize-hint">{t('mine.prize.claimHint')}</p>
      {FIELDS.map((field) => {
        const problem = problems[field];
        const inputId = `${id}-${field}`;
        const problemId = `${inputId}-problem`;
        const common = {
          id: inputId,
          className: 'prize-input',
          value: claim[field],
          placeholder: placeholder[field],
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? problemId : undefined,
        };
        return (
          <div key={field} className="prize-field">
            <label htmlFor={inputId}>{t(`mine.prize.${field}`)}</label>
            {field === 'address' ? (
              <textarea {...common} rows={3} onChange={(event) => setClaim({ ...claim, address: event.target.value })} />
            ) : (
              <input
                {...common}
                type={field === 'phone' ? 'tel' : 'text'}
                autoComplete={field === 'phone' ? 'tel' : 'name'}
                onChange={(event) => setClaim({ ...claim, [field]: event.target.value })}
              />
            )}
            {problem ? (
              <p id={problemId} className="prize-problem" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="ui-button prize-submit" disabled={submit.isPending}>
        {submit.isPending ? t('mine.prize.submitting') : t('mine.prize.submit')}
      </button>
    </form>
  );
}
