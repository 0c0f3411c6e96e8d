import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../lib/router';
import { useBridge } from './bridge/context';
import { AppShell } from './shell/app-shell';

/** The root: host/native navigation, and a fresh shell whenever the `t` parameter changes (SPEC §1). */
export function RootLayout() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const bridge = useBridge();
  useEffect(() => bridge.onNavigate((path) => navigate(path)), [bridge, navigate]);
  return <AppShell key={params.get('t') ?? ''} />;
}
