import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser has a network, as TanStack Query's onlineManager sees it (the window's 'online' and
 * 'offline' events). Queries pause while it is false, so a page asks this rather than keeping its own copy. Apart
 * from the query client, so presentational pieces (components/ui) can ask it without reaching the data layer.
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, isOnline);
