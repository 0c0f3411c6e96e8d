import type { Match } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { ScheduleMatch } from './schedule-match';

interface Section {
  title: string;
  matches: Match[];
}

/** The day's matches under their stage and group headings, in the answer's order. */
function sections(matches: readonly Match[], groupLabel: (name: string) => string): Section[] {
  const out: Section[] = [];
  for (const match of matches) {
    const title = match.groupName ? `${match.stageName} ${groupLabel(match.groupName)}` : match.stageName;
    const last = out[out.length - 1];
    const found = last?.title === title ? last : out.find((s) => s.title === title);
    if (found) found.matches.push(match);
    else out.push({ title, matches: [match] });
  }
  return out;
}

export function ScheduleList({
  matches,
  listKey,
  teamPath,
}: {
  matches: readonly Match[];
  listKey: QueryKey;
  teamPath: (teamId: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="fb-schedule">
      {sections(matches, (name) => t('football.group', { name })).map((section) => (
        <section key={section.title} className="card" aria-label={section.title}>
          <h2 className="card-title">{section.title}</h2>
          <ul className="match-list">
            {section.matches.map((match) => (
              <ScheduleMatch key={match.matchId} match={match} listKey={listKey} teamPath={teamPath} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
