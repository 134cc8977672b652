import { lazy, type ComponentType } from 'react';

/** Spec §9: a lazy chunk that has not arrived within this time counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly name = 'ChunkLoadError';
}

/**
 * React.lazy with a time limit; the error boundary turns any failure into a reload prompt.
 * `preload()` starts the download before the page is rendered (the same promise).
 */
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const start = () => {
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
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}
