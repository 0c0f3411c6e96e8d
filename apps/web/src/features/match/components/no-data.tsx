import { FootballStatus, isMatchNotStarted, SportId, type MatchDetailHeader } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';

/**
 * What the data does not hold: said, never filled with a figure we made up (decision 029); before kick-off, that
 * the match has not started (its events, figures and lines come with play); of a football match left 待定, that
 * its result is not in the data (a past season's round the source lacks). A line of its own, not
 * components/ui/empty-state: that one sits in the news feature's shared file, which the page would then load.
 */
export function NoData({ text, header }: { text?: string; header?: Pick<MatchDetailHeader, 'sportId' | 'statusId'> }) {
  const { t } = useTranslation();
  const notStarted = header !== undefined && isMatchNotStarted(header.sportId, header.statusId);
  const undecided = header?.sportId === SportId.Football && header.statusId === FootballStatus.ToBeDecided;
  return (
    <p className="match-no-data" role="status">
      {text ?? t(notStarted ? 'match.notStarted' : undecided ? 'match.unrecorded' : 'match.noData')}
    </p>
  );
}
