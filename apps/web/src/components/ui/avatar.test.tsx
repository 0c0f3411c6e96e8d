import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('a person’s picture', () => {
  it('shows the picture at the size asked, hidden from screen readers (the name beside it says who)', () => {
    const { container } = render(<Avatar src="https://cdn.example/h.png" size={52} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/h.png');
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('alt')]).toEqual(['52', '52', '']);
  });

  it('without a picture, an empty circle of the same size and no image to fail loading', () => {
    const { container } = render(<Avatar src="" size={32} />);
    expect(container.querySelector('img')).toBeNull();
    const circle = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect([circle?.style.width, circle?.style.height]).toEqual(['32px', '32px']);
  });
});
