import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { makeHost } from '../testing/fixtures';
import { LiveHosts } from './live-hosts';

const hosts = Array.from({ length: 6 }, (_, i) => makeHost(i + 1, { liveStatus: 1 }));

describe('LiveHosts', () => {
  it('is one named list that holds every live host and can be scrolled by keyboard', () => {
    renderPage(<LiveHosts hosts={hosts} />, { path: '/anchor', pattern: '/anchor' });
    const row = screen.getByRole('list', { name: '正在直播的主播' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(6);
    expect(within(row).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      hosts.map((host) => `/anchor/detail/${host.hostId}`),
    );
    expect(row.tabIndex).toBe(0);
  });

  it('says so when no host is live', () => {
    renderPage(<LiveHosts hosts={[]} />, { path: '/anchor', pattern: '/anchor' });
    expect(screen.getByText('暂时没有主播在直播，稍后再来看看')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
