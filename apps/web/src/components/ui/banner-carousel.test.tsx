import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@sport/contract';
import { useLocation } from '../../lib/router';
import { MemoryRouter } from '../../testing/memory-router';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from './banner-carousel';

const banner = (url: string, title: string): Banner => ({
  id: 1,
  categoryId: 1,
  title,
  url,
  sort: 1,
  image: 'abc',
  key: `${title}-0`,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(banners: Banner[]) {
  render(
    <MemoryRouter path="/anchor">
      <BannerCarousel banners={banners} />
      <Where />
    </MemoryRouter>,
  );
}

describe('BannerCarousel', () => {
  it.each([
    ['a full app path', '/spa/sport-info-h5/news'],
    ['a full app path under the host-shell prefix', '/sport-info/spa/sport-info-h5/news'],
    ['a route path', '/news'],
  ])('a tap on a banner with %s opens that route in the app', async (_, url) => {
    renderAt([banner(url, '资讯头条')]);
    await userEvent.click(screen.getByRole('button', { name: '资讯头条' }));
    expect(screen.getByTestId('where').textContent).toBe('/news');
  });

  it('a banner without a url is a picture, not a button', () => {
    renderAt([banner('', '新人福利')]);
    expect(screen.getByRole('img', { name: '新人福利' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
