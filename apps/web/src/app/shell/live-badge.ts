import { hasLiveBadge, type AnchorListV2, type LivePush } from '@sport/contract';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { anchorListQuery } from '../../features/anchor/api/get-anchor-list';

/** SPEC §2 through the contract's rule: some host is live with a schedule entry in progress. */
export const hasLiveHost = (list: Pick<AnchorListV2, 'hostList'> | undefined): boolean => hasLiveBadge(list?.hostList ?? []);

/** The latest `live` channel push; it wins over the list until the list is fetched again. */
export const useLivePush = create<{ pushed: { hasLive: boolean; at: number } | null; apply(push: LivePush): void }>(
  (set) => ({
    pushed: null,
    apply: (push) => set({ pushed: { hasLive: push.hasLive, at: Date.now() } }),
  }),
);

export function useLiveBadge(): boolean {
  const { data, dataUpdatedAt } = useQuery(anchorListQuery());
  const pushed = useLivePush((s) => s.pushed);
  if (pushed && pushed.at >= dataUpdatedAt) return pushed.hasLive;
  return hasLiveHost(data);
}
