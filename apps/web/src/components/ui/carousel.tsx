import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useAutoplay } from './use-autoplay';
import './carousel.css';

export interface CarouselSlide {
  key: Key;
  content: ReactNode;
}

interface Props {
  slides: readonly CarouselSlide[];
  /** Names a slide for assistive tech, e.g. "2 / 5". */
  slideLabel: (index: number, total: number) => string;
  /** Moves on every this many ms, back to the first after the last; no autoplay when undefined. */
  autoplayMs?: number;
  className?: string;
}

// How long scrolling must be still before the dots follow a swipe (a smooth scroll fires many events).
const SETTLE_MS = 80;

/**
 * Slides side by side in a horizontal scroller that snaps one slide at a time: the browser does the swipe
 * (no gesture or spring library), the dots follow where it settled. A slide is rendered once the one before it
 * has been shown: a swipe finds the next slide there, and one far along costs nothing until it is near. Autoplay pauses while a finger is down
 * and while the carousel is off screen, and is off for reduced motion.
 */
export function Carousel({ slides, slideLabel, autoplayMs, className }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const settle = useRef<number | undefined>(undefined);
  const [current, setCurrent] = useState(0);
  // The furthest slide shown so far: slides up to the one after it are rendered, the rest are empty boxes until
  // they come near. A host or expert carousel holds many pages of cards, and a first screen shows one.
  const [furthest, setFurthest] = useState(0);
  // the timer's ticks read the slide from here: two ticks can come before a render
  const shown = useRef(0);
  const [held, setHeld] = useState(false);
  // Whoever asked their system for less motion gets slides that move only when they swipe (WCAG 2.2.2).
  const [calm] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  // Where the browser says when a scroll has settled (scrollend), the track listens for nothing else: a scroll
  // listener makes every frame of a smooth scroll (each autoplay step) a task on the main thread.
  const [scrollEnd] = useState(() => typeof window !== 'undefined' && 'onscrollend' in window);
  const total = slides.length;
  const show = (index: number) => {
    shown.current = index;
    setCurrent(index);
    setFurthest((before) => Math.max(before, index));
  };

  useEffect(() => () => window.clearTimeout(settle.current), []);

  // Slides move only while the carousel is on screen: scrolled past, it costs no timer, scroll or image.
  const moves = autoplayMs !== undefined && total > 1;
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const el = track.current;
    if (!moves || !el || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(el);
    return () => observer.disconnect();
  }, [moves]);

  const settled = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) show(Math.round(el.scrollLeft / el.clientWidth));
  };
  const onScroll = () => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(settled, SETTLE_MS);
  };

  useAutoplay(
    () => {
      const next = (shown.current + 1) % total;
      show(next);
      const el = track.current;
      // jsdom has no scrolling: the dots still move
      if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    },
    autoplayMs,
    moves && !held && !calm && onScreen,
  );

  return (
    <div className={className ? `carousel ${className}` : 'carousel'}>
      <div
        ref={track}
        className="carousel-track"
        {...(scrollEnd ? { onScrollEnd: settled } : { onScroll })}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
        onTouchCancel={() => setHeld(false)}
      >
        {slides.map((slide, i) => (
          <div key={slide.key} className="carousel-slide" role="group" aria-roledescription="slide" aria-label={slideLabel(i, total)}>
            {i <= furthest + 1 ? slide.content : null}
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className="carousel-dots" aria-hidden="true">
          {slides.map((slide, i) => (
            <span key={slide.key} className={i === current ? 'carousel-dot active' : 'carousel-dot'} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
