import { useRef, useState, type ReactNode } from 'react';
import './segment.css';
import './bracket-pages.css';

export interface BracketPage {
  key: string | number;
  /** The round's name, on its button and as the page's label. */
  title: string;
  content: ReactNode;
}

/**
 * A knockout bracket one round per page, swiped sideways, with a button per round that turns to it. Every page is
 * `slots` matches tall, so matches spread evenly on a later page sit level with the middle of their feeders.
 */
export function BracketPages({
  pages,
  label,
  slots,
  hint,
}: {
  pages: readonly BracketPage[];
  label: string;
  slots: number;
  hint?: ReactNode;
}) {
  const [page, setPage] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const goTo = (index: number) => {
    setPage(index);
    const el = strip.current;
    // sideways only: scrollIntoView would also scroll the page down to the bracket
    el?.scrollTo?.({ left: index * el.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) setPage(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <div className="bracket">
      <div className="segment bracket-rounds" role="group" aria-label={label}>
        {pages.map((p, i) => (
          <button key={p.key} type="button" aria-pressed={i === page} onClick={() => goTo(i)}>
            {p.title}
          </button>
        ))}
      </div>
      {hint}
      <div ref={strip} className="bracket-pages" onScroll={onScroll}>
        {pages.map((p) => (
          <section
            key={p.key}
            className="bracket-page"
            aria-label={p.title}
            style={{ minHeight: Math.max(1, slots) * 92 }}
          >
            {p.content}
          </section>
        ))}
      </div>
    </div>
  );
}
