import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { useRevealAround } from './use-reveal-around';

/** A row of `total` numbered items from its start (no chosen item), three more at a time. */
function Row({ total }: { total: number }) {
  const row = useRef<HTMLUListElement>(null);
  const { start, end } = useRevealAround(row, total, -1, 3);
  return (
    <ul ref={row}>
      {Array.from({ length: end - start }, (_, i) => (
        <li key={start + i}>{start + i + 1}</li>
      ))}
    </ul>
  );
}

const items = () => screen.getAllByRole('listitem');

afterEach(() => vi.unstubAllGlobals());

describe('useRevealAround from the row’s start', () => {
  it('renders a few items, then more each time the row is scrolled near its end, up to every item', () => {
    const report = stubIntersectionObserver();
    render(<Row total={9} />);
    expect(items()).toHaveLength(4);
    act(() => report([{ isIntersecting: false, target: items().at(-1)! }]));
    expect(items()).toHaveLength(4);
    act(() => report([{ isIntersecting: true, target: items().at(-1)! }]));
    expect(items()).toHaveLength(7);
    act(() => report([{ isIntersecting: true, target: items().at(-1)! }]));
    expect(items().map((item) => item.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('renders every item where the browser cannot tell when the end comes near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    // the items come after the first render, as a query's answer does
    const { rerender } = render(<Row total={0} />);
    rerender(<Row total={9} />);
    expect(items()).toHaveLength(9);
  });
});
