import { create } from 'zustand';

interface LoginDialogState {
  open: boolean;
  /** Opens the standalone login dialog; resolves true when the user logged in, false when closed. */
  request: () => Promise<boolean>;
  finish: (loggedIn: boolean) => void;
}

let pending: Array<(loggedIn: boolean) => void> = [];

export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  request: () =>
    new Promise<boolean>((resolve) => {
      pending.push(resolve);
      set({ open: true });
    }),
  finish: (loggedIn) => {
    const waiting = pending;
    pending = [];
    set({ open: false });
    for (const resolve of waiting) resolve(loggedIn);
  },
}));
