import { httpErrorFrom, networkError, parseJson } from './httpClient';
import { translatableError } from './documentsProvider';

/**
 * GETs a file link (same-origin, authorised by the `token` cookie) and reads the body as it
 * arrives, reporting the bytes read against Content-Length (or `expectedSize` when the
 * response has none). Only for previews: downloads go to the browser's own download manager.
 */
export async function fetchFileBytes(
  url: string,
  { signal, expectedSize = 0, onProgress }: { signal?: AbortSignal; expectedSize?: number; onProgress?: (loaded: number, total: number) => void } = {},
): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw translatableError(networkError());
  }
  if (!res.ok) throw translatableError(httpErrorFrom(res.status, parseJson(await res.text()), { quiet: true }));
  const type = res.headers.get('Content-Type') ?? '';
  const total = Number(res.headers.get('Content-Length')) || expectedSize;
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress?.(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.(loaded, Math.max(total, loaded));
  }
  return new Blob(chunks, { type });
}
