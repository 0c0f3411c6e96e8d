import { monthDayZh, type MatchDateItem } from '@sport/contract';
import { useEffect, useRef } from 'react';
import { useRevealAround } from './use-reveal-around';
import './segment.css';
import './date-strip.css';

/**
 * Days rendered either side of the chosen one at first: an NBA season has ~160 match days, a league ~60, of which a
 * phone shows five; the rest come as the strip is scrolled towards them.
 */
const DAYS_AROUND = 10;

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
  const placed = useRef(false);
  const chosen = dates.findIndex(({ matchDate }) => matchDate === selected);
  const { start, end } = useRevealAround(strip, dates.length, chosen, DAYS_AROUND);
  useEffect(() => {
    const el = strip.current;
    const button = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !button) return;
    // sideways only (scrollIntoView would move the page too); smooth after the first placement
    const left = button.offsetLeft - (el.clientWidth - button.offsetWidth) / 2;
    el.scrollTo?.({ left, behavior: placed.current ? 'smooth' : 'auto' });
    placed.current = true;
  }, [selected]);
  return (
    <div ref={strip} className="date-strip" role="group" aria-label={label}>
      {dates.slice(start, end).map(({ matchDate }) => (
        <button
          key={matchDate}
          type="button"
          className="pill date-strip-day"
          aria-pressed={matchDate === selected}
          onClick={() => onSelect(matchDate)}
        >
          {monthDayZh(matchDate)}
        </button>
      ))}
    </div>
  );
}
