import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { DateStrip } from './date-strip';

// 60 match days from 10月1日 (China time), as a league's strip holds
const DAYS = Array.from({ length: 60 }, (_, i) => ({
  matchDate: Date.UTC(2026, 8, 30, 16) + i * 86_400_000,
  count: 1,
}));

function Strip({ chosen }: { chosen: number }) {
  const [selected, select] = useState(DAYS[chosen]!.matchDate);
  return <DateStrip dates={DAYS} selected={selected} onSelect={select} label="赛程日期" />;
}

const shown = () => screen.getAllByRole('button').map((day) => day.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('DateStrip', () => {
  it('shows the chosen day with ten days either side, and more of them as the strip is scrolled towards either end', () => {
    const report = stubIntersectionObserver();
    render(<Strip chosen={30} />);
    expect(shown()).toHaveLength(21);
    expect(shown()[0]).toBe('10月21日');
    expect(shown().at(-1)).toBe('11月10日');
    expect(screen.getByRole('button', { pressed: true }).textContent).toBe('10月31日');

    act(() => report([{ isIntersecting: true, target: screen.getAllByRole('button').at(-1)! }]));
    expect(shown()).toHaveLength(31);
    expect(shown().at(-1)).toBe('11月20日');

    act(() => report([{ isIntersecting: true, target: screen.getAllByRole('button')[0]! }]));
    expect(shown()).toHaveLength(41);
    expect(shown()[0]).toBe('10月11日');
  });

  it('keeps the days it shows when a day near the edge is chosen, and adds those past it', () => {
    stubIntersectionObserver();
    render(<Strip chosen={30} />);
    fireEvent.click(screen.getByRole('button', { name: '11月10日' }));
    expect(screen.getByRole('button', { pressed: true }).textContent).toBe('11月10日');
    expect(shown()[0]).toBe('10月21日');
    expect(shown().at(-1)).toBe('11月20日');
  });

  it('shows every day where the browser cannot tell when an end comes near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Strip chosen={30} />);
    expect(shown()).toHaveLength(60);
  });
});
