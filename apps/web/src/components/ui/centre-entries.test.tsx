import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../testing/memory-router';
import { describe, expect, it } from 'vitest';
import { CentreEntries } from './centre-entries';

describe('CentreEntries', () => {
  it('links to each built match centre by its Chinese name', () => {
    render(
      <MemoryRouter>
        <CentreEntries />
      </MemoryRouter>,
    );
    const strip = screen.getByRole('navigation', { name: '赛事中心' });
    expect(within(strip).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['世界杯', '/world-cup'],
      ['欧洲杯', '/euro-cup'],
      ['五大联赛', '/five-leagues'],
      ['NBA', '/nba'],
    ]);
  });
});
