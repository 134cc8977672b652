import { useEffect, useState, useSyncExternalStore } from 'react';
import { PageLoader } from './PageLoader';

/**
 * One progress bar for the whole app (spec §9: 2.5 px): shown while anything is busy — a
 * navigation whose page is still loading (its chunk, or a Suspense boundary inside it), or
 * react-admin fetching data. Each busy source registers itself; the bar stays a moment after the
 * last one ends, so that a page change followed by its data request reads as one load.
 */
const HIDE_DELAY_MS = 200;
let busy = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isBusy = () => busy > 0;
const change = (delta: number) => {
  busy += delta;
  listeners.forEach((l) => l());
};

/** Counts as busy while `active` (and mounted). */
export function useBusy(active: boolean) {
  useEffect(() => {
    if (!active) return;
    change(1);
    return () => change(-1);
  }, [active]);
}

/** A Suspense fallback that draws nothing itself and shows the progress bar. */
export function Busy() {
  useBusy(true);
  return null;
}

export function ProgressBar() {
  const active = useSyncExternalStore(subscribe, isBusy, isBusy);
  const [shown, setShown] = useState(active);
  useEffect(() => {
    if (active) return setShown(true);
    const timer = setTimeout(() => setShown(false), HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return active || shown ? <PageLoader /> : null;
}
