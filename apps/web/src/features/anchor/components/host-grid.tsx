import type { Host } from '@sport/contract';
import { HostCard } from './host-card';

/** One page of the all-hosts carousel: up to eight hosts, four to a row. */
export function HostGrid({ hosts, label }: { hosts: readonly Host[]; label: string }) {
  return (
    <ul className="host-grid" aria-label={label}>
      {hosts.map((host) => (
        <li key={host.hostId}>
          <HostCard host={host} />
        </li>
      ))}
    </ul>
  );
}
