import { createContext, useContext } from 'react';
import { getBridge } from './index';
import type { Bridge } from './types';

const BridgeContext = createContext<Bridge | null>(null);
export const BridgeProvider = BridgeContext.Provider;

export function useBridge(): Bridge {
  return useContext(BridgeContext) ?? getBridge();
}
