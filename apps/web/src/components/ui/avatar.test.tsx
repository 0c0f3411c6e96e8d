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

  it('without a picture, the first character of the name on a colour that is the same for the same name', () => {
    const first = render(<Avatar src="" size={40} name="郭靖" />).container.querySelector<HTMLElement>('.ui-avatar');
    expect(first?.textContent).toBe('郭');
    expect(first?.getAttribute('aria-hidden')).toBe('true');
    const again = render(<Avatar src="" name="郭靖" />).container.querySelector<HTMLElement>('.ui-avatar');
    expect(again?.style.background).toBe(first?.style.background);
    expect(first?.style.background).not.toBe('');
    // a name starting with a character outside the basic plane is not cut in half
    expect(render(<Avatar src="" name="𠮷野" />).container.textContent).toBe('𠮷');
  });
});
