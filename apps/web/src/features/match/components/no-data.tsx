import { FootballStatus, isMatchNotStarted, SportId, type MatchDetail } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';

/** A part of the match page the public record may not hold (its text names it: 公开记录未收录本场技术统计). */
export type RecordPart = 'events' | 'stats' | 'lineups' | 'commentary' | 'periods' | 'box';

/**
 * What the data does not hold: said, never filled with a figure we made up (decision 029); before kick-off, that
 * the match has not started (its events, figures and lines come with play); of a football match left 待定, that
 * its result is not in the data (a past season's round the source lacks); of a real match's part, that the public
 * record does not hold it (a fan asks where the figures are: the record has the score, and for tournaments the
 * scorers, nothing more). A line of its own, not components/ui/empty-state: that one sits in the news feature's
 * shared file, which the page would then load.
 */
export function NoData({
  text,
  detail,
  part,
}: {
  text?: string;
  detail?: Pick<MatchDetail, 'header' | 'resultSource'>;
  part?: RecordPart;
}) {
  const { t } = useTranslation();
  const header = detail?.header;
  const notStarted = header !== undefined && isMatchNotStarted(header.sportId, header.statusId);
  const undecided = header?.sportId === SportId.Football && header.statusId === FootballStatus.ToBeDecided;
  const notInRecord = part !== undefined && detail?.resultSource === 'record';
  const said = notStarted
    ? t('match.notStarted')
    : undecided
      ? t('match.unrecorded')
      : notInRecord
        ? t(`match.notInRecord.${part}`)
        : t('match.noData');
  return (
    <p className="match-no-data" role="status">
      {text ?? said}
    </p>
  );
}
