import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/idle';

/** Spec §9: a lazy chunk that has not arrived within this time counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly name = 'ChunkLoadError';
}

/** `load`, started once and shared; failing (or not arriving in time) with a ChunkLoadError, after which a later call tries again. */
function withTimeLimit<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (loading) return loading;
    let timer: ReturnType<typeof setTimeout>;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('Timed out loading a part of the app')), CHUNK_LOAD_TIMEOUT_MS);
    });
    loading = Promise.race([load(), timeout])
      .catch((err) => {
        // A later render may try again (a reload is what the error page offers, though).
        loading = undefined;
        throw err instanceof ChunkLoadError ? err : new ChunkLoadError(String(err?.message ?? err));
      })
      .finally(() => clearTimeout(timer));
    return loading;
  };
}

/**
 * React.lazy with a time limit; the error boundary turns any failure into a reload prompt.
 * `preload()` starts the download before the page is rendered (the same promise).
 */
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const start = withTimeLimit(load);
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

/** A part of the page in a chunk of its own, drawn on demand (useOnDemand) or when it is here (useOptionalPart). */
export interface OnDemand<T> {
  load: () => Promise<unknown>;
  /** What the chunk exports (a component, for useOnDemand), once it has arrived. */
  loaded?: T;
}

export function onDemand<T>(load: () => Promise<{ default: T }>): OnDemand<T> {
  const part: OnDemand<T> = {
    load: withTimeLimit(() =>
      load().then((m) => {
        part.loaded = m.default;
      }),
    ),
  };
  return part;
}

/**
 * For a part of the page that opens on demand (a menu, a drawer): fetched once the page is idle,
 * so that the first opening is immediate, and drawn from the first opening on (it then stays, to
 * play its closing transition). Returns the component to draw, or null. Not through Suspense:
 * React holds a boundary's content back for a while after its fallback, and an opening must
 * show at once. A chunk that fails goes to the error boundary, as a lazy page's does.
 */
export function useOnDemand<T extends ComponentType<any>>(part: OnDemand<T>, open: boolean): T | null {
  const [opened, setOpened] = useState(open);
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  if (open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void part.load().catch(() => undefined)), [part]);
  useEffect(() => {
    if (!opened || part.loaded) return;
    let current = true;
    part.load().then(
      () => current && arrived((n) => n + 1),
      (err) => current && setFailure(err),
    );
    return () => {
      current = false;
    };
  }, [opened, part]);
  if (failure) throw failure;
  return opened && part.loaded ? part.loaded : null;
}

interface OptionalPartOptions {
  /** Fetched at once, once the page is idle, or not yet (false). */
  when?: 'now' | 'idle' | false;
  /** A new value tries a failed chunk again (as the connection's return does). */
  retryKey?: unknown;
  /**
   * The arrival drawn as a transition, in slices: for a part that is costly to draw (each excerpt
   * parses its notice's Markdown), never for one that must show at once (a toast).
   */
  transition?: boolean;
}

/**
 * For a part the page can do without (a notice's excerpt, the toasts' machinery, the live
 * stream's reader): what its chunk exports once it is here, else null. A chunk that does not
 * arrive (the connection dropped before the service worker held the app) is never an error: the
 * page goes on without the part, and fetches it again when the connection returns.
 */
export function useOptionalPart<T>(part: OnDemand<T>, { when = 'now', retryKey, transition = false }: OptionalPartOptions = {}): T | null {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (part.loaded || !when) return;
    let current = true;
    const draw = () => arrived((n) => n + 1);
    const fetchPart = () => {
      if (part.loaded) return;
      part.load().then(
        () => current && (transition ? startTransition(draw) : draw()),
        () => undefined,
      );
    };
    const cancel = when === 'idle' ? whenIdle(fetchPart) : (fetchPart(), undefined);
    window.addEventListener('online', fetchPart);
    return () => {
      current = false;
      cancel?.();
      window.removeEventListener('online', fetchPart);
    };
  }, [part, when, retryKey, transition]);
  return part.loaded ?? null;
}
