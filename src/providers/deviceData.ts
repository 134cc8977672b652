import { clear } from 'idb-keyval';
import { clearDrafts } from './drafts';
import { forgetKeptStyles } from '../lib/keptStylesStore';

/** idb-keyval's default database: what the portal keeps on the device goes there unless a module makes its own. */
const KEYVAL_DB = 'keyval-store';

/** The service worker's precache (Workbox names it so): the app's own files, no one's data, kept for every account. */
const isShell = (cacheName: string) => cacheName.startsWith('workbox-precache');

/**
 * Forgets everything an account left on this device: every cache but the app's own files (the
 * kept files' per-account caches, keptFiles.ts, among them), the forms waiting to be sent
 * (drafts.ts), whatever else is kept in idb-keyval's default store, and MUI's kept styles (their
 * names tell which screens were drawn). Called on sign-out and when
 * another account signs in here (session.ts). The one place to add a new kind of kept data.
 */
export async function clearDeviceData(): Promise<void> {
  forgetKeptStyles();
  await Promise.all([clearCaches(), clearKeyval(), clearDrafts()]);
}

async function clearCaches() {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !isShell(name)).map((name) => caches.delete(name)));
}

/** Cleared rather than deleted: an open connection would hold a delete back until the page closes. */
async function clearKeyval() {
  if (!('indexedDB' in window)) return;
  // Opening the store would create it: left alone when nothing was ever kept.
  const dbs = indexedDB.databases ? await indexedDB.databases() : [{ name: KEYVAL_DB }];
  if (dbs.some((db) => db.name === KEYVAL_DB)) await clear();
}
