import { monthDayZh, type MatchDateItem } from '@sport/contract';
import { useEffect, useRef } from 'react';

/** The match days as MM月DD日, scrolled sideways; the chosen day is kept in the middle. */
export function DateStrip({
  dates,
  selected,
  onSelect,
  label,
}: {
  dates: readonly MatchDateItem[];
  selected: number;
  onSelect: (day: number) => void;
  label: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const button = strip.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    // jsdom has no scrollIntoView; a browser centres the day
    button?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  return (
    <div ref={strip} className="fb-date-strip" role="group" aria-label={label}>
      {dates.map(({ matchDate }) => (
        <button
          key={matchDate}
          type="button"
          className="fb-date"
          aria-pressed={matchDate === selected}
          onClick={() => onSelect(matchDate)}
        >
          {monthDayZh(matchDate)}
        </button>
      ))}
    </div>
  );
}
