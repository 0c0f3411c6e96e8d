import { create } from 'zustand';

export interface SubscribeEntry {
  channelName: string;
  /** True once the server acknowledged the subscribe on the current connection. */
  isSubscribed: boolean;
}

export interface SocketState {
  isConnected: boolean;
  /** SPEC §8: set after the last of the reconnect attempts failed; cleared by a successful open. */
  reconnectError: boolean;
  subscribeList: SubscribeEntry[];
}

export const initialSocketState = (): SocketState => ({ isConnected: false, reconnectError: false, subscribeList: [] });

/** A fresh store (tests make one per socket client); the app uses `useSocketStore`. */
export const createSocketStore = () => create<SocketState>()(() => initialSocketState());
export type SocketStore = ReturnType<typeof createSocketStore>;

export const useSocketStore: SocketStore = createSocketStore();
