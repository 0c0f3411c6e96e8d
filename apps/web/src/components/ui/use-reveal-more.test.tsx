import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { useRevealMore } from './use-reveal-more';

function Row({ total }: { total: number }) {
  const [shown, more] = useRevealMore<HTMLSpanElement>(total, 3);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i + 1}</li>
      ))}
      {shown < total ? <span ref={more} /> : null}
    </ul>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useRevealMore', () => {
  it('renders a few items, then more each time the row is scrolled near its end, up to every item', () => {
    const report = stubIntersectionObserver();
    render(<Row total={7} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('renders every item where the browser cannot tell when the end comes near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    // the items come after the first render, as a query's answer does
    const { rerender } = render(<Row total={0} />);
    rerender(<Row total={7} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });
});
