import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('a team’s or a player’s header', () => {
  it('shows the logo when there is one', () => {
    const { container } = render(<PageHeader logo="https://cdn.example/t.png" name="阿森纳" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/t.png');
  });

  it('without a logo, the first character of the name instead of a blank circle', () => {
    const { container, getByRole } = render(<PageHeader logo="" name="凯恩" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('凯');
    expect(getByRole('heading').textContent).toBe('凯恩');
  });
});
