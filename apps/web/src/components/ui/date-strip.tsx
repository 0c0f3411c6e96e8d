import { monthDayZh, type MatchDateItem } from '@sport/contract';
import { useEffect, useRef } from 'react';
import './segment.css';
import './date-strip.css';

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
      {dates.map(({ matchDate }) => (
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
