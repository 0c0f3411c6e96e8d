import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { Carousel } from './carousel';

const slides = ['甲', '乙', '丙'].map((text) => ({ key: text, content: <p>{text}</p> }));
const label = (index: number, total: number) => `${index + 1} / ${total}`;

/** Which dot is lit, as the user sees it (-1: none). */
const activeDot = (container: HTMLElement) =>
  [...container.querySelectorAll('.carousel-dot')].findIndex((dot) => dot.classList.contains('active'));

let restoreScrollEnd = () => {};
/** Takes scrollend away from this window (jsdom has it, as Chromium and Firefox do) until the test ends. */
function withoutScrollEnd() {
  let owner: object | null = window;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner) as object | null;
  if (!owner) return;
  const found = owner;
  const descriptor = Object.getOwnPropertyDescriptor(found, 'onscrollend')!;
  delete (found as { onscrollend?: unknown }).onscrollend;
  restoreScrollEnd = () => Object.defineProperty(found, 'onscrollend', descriptor);
}

afterEach(() => {
  vi.unstubAllGlobals();
  restoreScrollEnd();
  restoreScrollEnd = () => {};
});

describe('Carousel', () => {
  it('has a place for every slide, each named for assistive tech, and a dot per slide with the first lit', () => {
    const { container } = render(<Carousel slides={slides} slideLabel={label} />);
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(screen.getByRole('group', { name: '1 / 3' }).textContent).toBe('甲');
    expect(screen.getByRole('group', { name: '2 / 3' }).textContent).toBe('乙');
    expect(container.querySelectorAll('.carousel-dot')).toHaveLength(3);
    expect(activeDot(container)).toBe(0);
  });

  it('fills a slide once the one before it has been shown, and keeps it', () => {
    vi.useFakeTimers();
    render(<Carousel slides={slides} slideLabel={label} autoplayMs={3000} />);
    const third = screen.getByRole('group', { name: '3 / 3' });
    expect(third.textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(third.textContent).toBe('丙');
    // on to the third, then back to the first: every slide stays as it was rendered
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.getAllByRole('group').map((slide) => slide.textContent)).toEqual(['甲', '乙', '丙']);
  });

  it('has no dots and does not move with a single slide', () => {
    vi.useFakeTimers();
    const { container } = render(<Carousel slides={slides.slice(0, 1)} slideLabel={label} autoplayMs={3000} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(container.querySelectorAll('.carousel-dot')).toHaveLength(0);
  });

  it('moves on by itself, back to the first after the last', () => {
    vi.useFakeTimers();
    const { container } = render(<Carousel slides={slides} slideLabel={label} autoplayMs={3000} />);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(activeDot(container)).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeDot(container)).toBe(1);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(activeDot(container)).toBe(0);
  });

  it('holds still while a finger is on it', () => {
    vi.useFakeTimers();
    const { container } = render(<Carousel slides={slides} slideLabel={label} autoplayMs={3000} />);
    const first = screen.getByRole('group', { name: '1 / 3' });
    fireEvent.touchStart(first);
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(activeDot(container)).toBe(0);
    fireEvent.touchEnd(first);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeDot(container)).toBe(1);
  });

  it('holds still while scrolled off screen, and moves on again once back', () => {
    vi.useFakeTimers();
    const report = stubIntersectionObserver();
    const { container } = render(<Carousel slides={slides} slideLabel={label} autoplayMs={3000} />);
    act(() => report([{ isIntersecting: false }]));
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(activeDot(container)).toBe(0);
    act(() => report([{ isIntersecting: true }]));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeDot(container)).toBe(1);
  });

  it('does not move by itself for someone who asked for reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const { container } = render(<Carousel slides={slides} slideLabel={label} autoplayMs={3000} />);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(activeDot(container)).toBe(0);
  });

  it('lights the dot of the slide a swipe settled on, where the browser does not tell when a scroll ends (Safari)', () => {
    withoutScrollEnd();
    vi.useFakeTimers();
    const { container } = render(<Carousel slides={slides} slideLabel={label} />);
    const track = container.querySelector('.carousel-track')!;
    // jsdom lays nothing out: the swipe is the browser's scroll, so give the track a width and an offset
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 600 });
    fireEvent.scroll(track);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(activeDot(container)).toBe(2);
  });

  it('where the browser tells when a scroll ends, lights the dot of the slide it ended on', () => {
    const { container } = render(<Carousel slides={slides} slideLabel={label} />);
    const track = container.querySelector('.carousel-track')!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 300 });
    fireEvent.scroll(track);
    expect(activeDot(container)).toBe(0);
    fireEvent(track, new Event('scrollend'));
    expect(activeDot(container)).toBe(1);
  });
});
