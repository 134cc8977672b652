import { useSyncExternalStore } from 'react';

/**
 * The progress of the upload in flight (one at a time: the document form's). `sending` while the
 * bytes go out, `processing` once they are all sent and the server checks and stores the file.
 */
export type UploadProgress =
  | { phase: 'idle' }
  | { phase: 'sending'; loaded: number; total: number }
  | { phase: 'processing'; total: number };

const IDLE: UploadProgress = { phase: 'idle' };
let progress: UploadProgress = IDLE;
const listeners = new Set<() => void>();

export function setUploadProgress(next: UploadProgress) {
  progress = next;
  listeners.forEach((l) => l());
}

export const resetUploadProgress = () => setUploadProgress(IDLE);
const getUploadProgress = () => progress;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUploadProgress(): UploadProgress {
  return useSyncExternalStore(subscribe, getUploadProgress, getUploadProgress);
}

/** Whole percent sent, 0–100. */
export const percentOf = (p: { loaded: number; total: number }) => (p.total > 0 ? Math.min(100, Math.floor((p.loaded / p.total) * 100)) : 0);
