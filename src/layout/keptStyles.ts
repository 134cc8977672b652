import createCache, { type Options } from '@emotion/cache';
import type { EmotionCache } from '@emotion/react';
import { keptStylesItem, mayKeepStyles } from '../lib/keptStylesStore';

/**
 * MUI's styles, kept in this browser from one visit to the next.
 *
 * Emotion writes a component's CSS the first time it is drawn: it compiles the styles (stylis)
 * and inserts each rule into a style sheet while React commits the page. On the home that is most
 * of the first commit (0.45–0.49 s of a 0.6 s task at CPU ×4): the page stays frozen while it
 * runs. A server-rendered app skips that work by sending the CSS with the page, in a
 * `<style data-emotion="key name…">` element that emotion's cache takes as already inserted
 * (@emotion/cache: createCache reads `style[data-emotion^="key "]`). This portal is drawn in the
 * browser, so the browser keeps it instead: on leaving a page, the rules and the names emotion
 * inserted are written to localStorage; the next load puts them back in such an element before
 * the cache is made, and emotion inserts only what is new.
 *
 * An emotion name is a hash of the styles a component asks for, so a changed theme or component
 * only brings new names, inserted as usual. What stylis makes of the same styles can change with
 * a dependency: the kept set is stamped with the build's dependencies (package-lock.json) and
 * dropped when they differ. Which rules the browser accepts can change with the browser (a rule it
 * refused is missing from the set): the set is dropped after MAX_AGE, so an updated browser draws
 * a rule it has learnt within a week. It grows with the pages visited, and starts again past
 * MAX_CHARS. The rules come from the theme and the components, not from records; the names still
 * tell which screens were drawn, so signing out forgets them with the rest of the account's
 * traces (forgetKeptStyles).
 */
const MAX_CHARS = 400_000;
const MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/** Set at build time (vite.config.ts); absent where the module runs unbuilt. */
declare const __DEPENDENCIES__: string | undefined;
const stamp = typeof __DEPENDENCIES__ === 'string' ? __DEPENDENCIES__ : 'unbuilt';

interface Kept {
  stamp: string;
  /** When the set was started (Date.now()). */
  since: number;
  key: string;
  names: string[];
  css: string;
}

function read(key: string): Kept | undefined {
  let kept: Kept | null;
  try {
    kept = JSON.parse(localStorage.getItem(keptStylesItem(key)) ?? 'null') as Kept | null;
  } catch {
    return undefined;
  }
  const current = kept?.key === key && kept.stamp === stamp && typeof kept.since === 'number' && Date.now() - kept.since < MAX_AGE;
  // The names go into an attribute that emotion splits on spaces: only its own (hash and label).
  const wellFormed = Array.isArray(kept?.names) && kept.names.every((n) => typeof n === 'string' && /^[\w-]+$/.test(n)) && typeof kept.css === 'string';
  return current && wellFormed ? kept! : undefined;
}

/** The rules of the cache's own sheet (not the global styles', which have sheets of their own). */
function rulesOf(cache: EmotionCache): string {
  const tags = (cache.sheet as unknown as { tags: HTMLStyleElement[] }).tags;
  let css = '';
  for (const tag of tags) for (const rule of Array.from(tag.sheet?.cssRules ?? [])) css += rule.cssText + '\n';
  return css;
}

function write(cache: EmotionCache, known: number, since: number) {
  if (!mayKeepStyles()) return known;
  const names = Object.keys(cache.inserted).filter((name) => cache.inserted[name] === true);
  if (names.length === known) return known;
  const css = rulesOf(cache);
  const item = keptStylesItem(cache.key);
  try {
    if (css.length > MAX_CHARS) localStorage.removeItem(item);
    else localStorage.setItem(item, JSON.stringify({ stamp, since, key: cache.key, names, css } satisfies Kept));
  } catch {
    // Storage full or refused (private mode): the next visit inserts its styles as usual.
  }
  return names.length;
}

/** An emotion cache that starts with the styles kept by earlier visits and keeps its own on leaving the page. */
export function createKeptCache(options: Options): EmotionCache {
  if (typeof document === 'undefined' || typeof localStorage === 'undefined') return createCache(options);
  const kept = read(options.key);
  if (kept && kept.names.length) {
    const style = document.createElement('style');
    style.setAttribute('data-emotion', `${options.key} ${kept.names.join(' ')}`);
    style.textContent = kept.css;
    document.head.appendChild(style);
  }
  const cache = createCache(options);
  let known = kept?.names.length ?? 0;
  const since = kept?.since ?? Date.now();
  // pagehide for leaving or reloading; visibilitychange for a phone that puts the app away (it
  // may never fire pagehide then). Both run after the person is done with the page.
  const keep = () => void (known = write(cache, known, since));
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && keep());
  return cache;
}
