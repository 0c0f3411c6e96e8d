import type { ReactNode } from 'react';
import './segment.css';

/**
 * A row of choices of which one is on (a kind, a view, a stat): buttons with aria-pressed in a labelled group, so a
 * screen reader says which is chosen. `text` names each option; `className` adds the page's own spacing.
 */
export function Segment<T extends string | number>({
  label,
  options,
  value,
  onChange,
  text,
  className,
}: {
  label: string;
  options: readonly T[];
  /** The option on; null when none is (a centre still choosing its league). */
  value: T | null;
  onChange: (option: T) => void;
  text: (option: T) => ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `segment ${className}` : 'segment'} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" aria-pressed={option === value} onClick={() => onChange(option)}>
          {text(option)}
        </button>
      ))}
    </div>
  );
}
