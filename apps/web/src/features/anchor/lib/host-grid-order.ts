import { HostLiveStatus, type Host } from '@sport/contract';

/**
 * The order of /anchor's 全部主播 grid. It sits under 正在直播, which already shows every live host, while the
 * server's list puts the live hosts first (that order is for the list calls): in it the grid's first page
 * repeated the strip. So the grid keeps the server's order but moves the live hosts to its end: its first
 * page shows who streams next (coming soon, then scheduled), and every host is still in it.
 */
export function hostGridOrder(hosts: readonly Host[]): Host[] {
  const live = (host: Host) => host.liveStatus === HostLiveStatus.Live;
  return [...hosts.filter((host) => !live(host)), ...hosts.filter(live)];
}
