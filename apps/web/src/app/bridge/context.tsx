import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { AppActionsProvider, type AppActions } from '../../lib/app-actions';
import { getBridge } from './index';
import type { Bridge } from './types';

const BridgeContext = createContext<Bridge | null>(null);

/** The bridge for the app, and the actions features may ask of it (login, native jumps) through lib. */
export function BridgeProvider({ value, children }: { value: Bridge; children: ReactNode }) {
  const actions = useMemo<AppActions>(
    () => ({
      login: (backPath) => value.login(backPath),
      jump: (target) => value.jump(target),
      inNativeApp: value.mode === 'native',
    }),
    [value],
  );
  return (
    <BridgeContext.Provider value={value}>
      <AppActionsProvider value={actions}>{children}</AppActionsProvider>
    </BridgeContext.Provider>
  );
}

export function useBridge(): Bridge {
  return useContext(BridgeContext) ?? getBridge();
}
