import { describe, expect, it } from 'vitest';
import { diagnoseChunkFailure } from '../../src/ui/chunkFailure';

/** A document started from `entry`, as index.html starts the app. */
const pageFrom = (entry: string) => ({ querySelector: () => ({ getAttribute: () => entry }) }) as unknown as Document;
const served = (entry: string) => async () => new Response(`<html><script type="module" crossorigin src="${entry}"></script></html>`);

describe('a part of the app that failed to load', () => {
  it('is a dropped connection when the browser is offline', async () => {
    expect(await diagnoseChunkFailure(served('/static/js/index-a.js'), pageFrom('/static/js/index-a.js'), false)).toBe('offline');
  });

  it('is a dropped connection when the server cannot be reached', async () => {
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await diagnoseChunkFailure(unreachable, pageFrom('/static/js/index-a.js'), true)).toBe('offline');
  });

  it('is a new version only when the server now serves another entry script', async () => {
    expect(await diagnoseChunkFailure(served('/static/js/index-b.js'), pageFrom('/static/js/index-a.js'), true)).toBe('updated');
    expect(await diagnoseChunkFailure(served('/static/js/index-a.js'), pageFrom('/static/js/index-a.js'), true)).toBe('failed');
  });
});
