import { useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { useBusy } from '../ui/progress';

/**
 * react-router's <BrowserRouter>, with the one difference that we hold the transition it wraps
 * every navigation in: while the next page is not ready (its chunk is downloading), the current
 * page stays on screen — and now the progress bar says so from the moment of the click.
 */
export function PortalRouter({ children }: { children: ReactNode }) {
  const history = useRef<ReturnType<typeof createBrowserHistory>>(null);
  history.current ??= createBrowserHistory({ v5Compat: true });
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.current!.action,
    location: history.current!.location,
  }));
  const [pending, startTransition] = useTransition();
  useBusy(pending);
  useLayoutEffect(() => history.current!.listen((update) => startTransition(() => setState(update))), []);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history.current}>
      {children}
    </Router>
  );
}
