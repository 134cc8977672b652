import { useCallback, useEffect, useRef, useState } from 'react';
import { CLAIM_FILES_PER_MESSAGE, CLAIM_PHOTO_MAX_BYTES, type ClaimUpload } from '../../../shared/claims';
import { uploadClaimFile } from '../../providers/claimsProvider';

/**
 * One file on its way: being sent (with the share sent), sent (with what the server made of it),
 * refused, or (`keepOffline`) waiting on the device for the connection.
 */
export interface PendingFile {
  key: string;
  file: File;
  /** A local picture of it while it is sent (a photo), revoked when it goes. */
  preview: string | null;
  state: 'sending' | 'done' | 'failed' | 'waiting';
  progress: number;
  upload?: ClaimUpload;
  /** The i18n key of why it failed (the server's code when it had one). */
  error?: string;
}

let counter = 0;
const isPicture = (file: File) => file.type.startsWith('image/') && !/hei[cf]/i.test(file.type);

/**
 * The files of one message (the claim's description or a reply): each is sent at once, on its
 * own, so a slow or refused photo holds up none of the others and can be retried or removed.
 * Too large files are refused before they are sent; at most CLAIM_FILES_PER_MESSAGE are kept.
 * `keepOffline` (a new claim, which can be kept as a draft): a file that cannot be sent for want
 * of a connection waits on the page, is tried again when the connection returns, and goes with
 * the draft if the claim is sent before (providers/drafts.ts).
 */
export function usePhotoUploads({ keepOffline = false }: { keepOffline?: boolean } = {}) {
  const [items, setItems] = useState<PendingFile[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const [tooMany, setTooMany] = useState(false);

  const patch = (key: string, change: Partial<PendingFile>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const send = useCallback((key: string, file: File) => {
    const abort = new AbortController();
    aborts.current.set(key, abort);
    patch(key, { state: 'sending', progress: 0, error: undefined });
    uploadClaimFile(file, (progress) => patch(key, { progress }), abort.signal)
      .then((upload) => patch(key, { state: 'done', progress: 1, upload }))
      .catch((error: Error & { status?: number }) => {
        if (abort.signal.aborted) return;
        if (keepOffline && error.status === 0) patch(key, { state: 'waiting', progress: 0 });
        else patch(key, { state: 'failed', error: error.message || 'errors.generic' });
      })
      .finally(() => aborts.current.delete(key));
  }, [keepOffline]);

  const add = (files: FileList | File[]) => {
    const list = Array.from(files);
    const room = CLAIM_FILES_PER_MESSAGE - items.length;
    setTooMany(list.length > room);
    const added: PendingFile[] = list.slice(0, Math.max(room, 0)).map((file) => ({
      key: `f${++counter}`,
      file,
      preview: isPicture(file) ? URL.createObjectURL(file) : null,
      state: 'sending',
      progress: 0,
    }));
    setItems((all) => [...all, ...added]);
    for (const item of added) {
      if (item.file.size > CLAIM_PHOTO_MAX_BYTES) patch(item.key, { state: 'failed', error: 'resources.reclami.photos.too_large' });
      else send(item.key, item.file);
    }
  };

  const retry = (key: string) => {
    const item = items.find((i) => i.key === key);
    if (item && item.file.size <= CLAIM_PHOTO_MAX_BYTES) send(key, item.file);
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    setTooMany(false);
    setItems((all) => {
      const gone = all.find((i) => i.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return all.filter((i) => i.key !== key);
    });
  };

  /** After the message is sent: the files now belong to it. */
  const clear = () => {
    setItems((all) => {
      all.forEach((i) => i.preview && URL.revokeObjectURL(i.preview));
      return [];
    });
    setTooMany(false);
  };

  // Leaving the page: stop what is still being sent and free the previews.
  const latest = useRef(items);
  latest.current = items;
  useEffect(
    () => () => {
      aborts.current.forEach((a) => a.abort());
      latest.current.forEach((i) => i.preview && URL.revokeObjectURL(i.preview));
    },
    [],
  );

  // The connection back: what waited is sent.
  useEffect(() => {
    if (!keepOffline) return;
    const resend = () => latest.current.filter((i) => i.state === 'waiting').forEach((i) => send(i.key, i.file));
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [keepOffline, send]);

  const ids = items.flatMap((i) => (i.state === 'done' && i.upload ? [i.upload.id] : []));
  const waiting = items.flatMap((i) => (i.state === 'waiting' ? [i.file] : []));
  const sending = items.some((i) => i.state === 'sending');
  const failed = items.some((i) => i.state === 'failed');
  return { items, add, retry, remove, clear, ids, waiting, sending, failed, tooMany };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
