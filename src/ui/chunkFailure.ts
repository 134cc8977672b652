/** Why a part of the app could not be loaded: what the reload prompt can truthfully say. */
export type ChunkFailure = 'offline' | 'updated' | 'failed';

/** The entry script this page was started from (Vite writes one hashed module script into index.html). */
const entryOf = (html: string) => /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1] ?? null;

/**
 * Tells a dropped connection from a new deployment. Offline when the browser says so or the
 * server cannot be reached; updated when the server's index.html now starts from another entry
 * script than this page did; otherwise the part failed for another reason (a reload may help).
 */
export async function diagnoseChunkFailure(
  fetchPage: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-store', credentials: 'same-origin' }),
  doc: Document = document,
  online: boolean = navigator.onLine,
): Promise<ChunkFailure> {
  if (!online) return 'offline';
  let html: string;
  try {
    const res = await fetchPage('/');
    if (!res.ok) return 'failed';
    html = await res.text();
  } catch {
    return 'offline';
  }
  const current = doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null;
  const served = entryOf(html);
  return current && served && current !== served ? 'updated' : 'failed';
}
