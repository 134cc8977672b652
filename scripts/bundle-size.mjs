// What the first page (login) and the dashboard's first load cost in JavaScript and CSS, gzip
// level 9, from the Vite manifest of the last build, against the budgets of the speed issue.
// Run `npm run build` first. `-- --list` lists the files; exits 1 when a budget is exceeded.
//
// A page's cost is every file it loads before it is usable: index.html's entry and its static
// imports, the page's own chunk and its static imports, and what the app fetches at start-up
// beside them — the default language's messages (Italian; another language costs the same
// instead, never both): the sign-in texts on every page, the whole set in the admin.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const list = args.includes('--list');
const dir = args.find((a) => !a.startsWith('--')) ?? 'dist/client';
const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
const byName = (name) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(name));
  if (!key) throw new Error(`${name} is not in the manifest: build first (npm run build)`);
  return key;
};

/** Budgets in KB of gzip JavaScript (the acceptance figures). */
// Issue 27: the first page at most 130 KB, the dashboard's first load at most 250 KB.
export const BUDGETS = { firstPage: 130, dashboard: 250 };

/** The files a chunk needs before it runs: itself, its static imports, their CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const files = (...keys) => new Set(keys.flatMap((k) => [...closure(k)]).flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]));
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

let over = false;
function report(label, fileSet, budget) {
  const all = [...fileSet].map((f) => ({ f, size: gzip(f) }));
  const js = all.filter(({ f }) => f.endsWith('.js')).reduce((a, { size }) => a + size, 0);
  const css = all.filter(({ f }) => f.endsWith('.css')).reduce((a, { size }) => a + size, 0);
  const ok = js / 1024 <= budget;
  over ||= !ok;
  console.log(`${label}: ${kb(js)} KB JS gzip (budget ${budget} KB: ${ok ? 'ok' : 'OVER'}) + ${kb(css)} KB CSS, ${all.length} files`);
  if (list) for (const { f, size } of all.sort((a, b) => b.size - a.size)) console.log(`  ${kb(size).padStart(6)} ${f}`);
}

// The Italian messages are two chunks: the sign-in texts (shared/messages/app/shell/it.ts, named `shell-it`
// by vite.config.ts) and the whole set (src/i18n/it.ts, named `it`, with shared/messages/app/it.ts), which
// imports the former.
const chunkNamed = (name) => {
  const key = Object.keys(manifest).find((k) => manifest[k].name === name);
  if (!key) throw new Error(`no chunk named ${name} in the manifest`);
  return key;
};
const signInTexts = chunkNamed('shell-it');
const allTexts = chunkNamed('it');

const entry = 'index.html';
report('first page (/auth/jwt/login)', files(entry, signInTexts, byName('src/auth/LoginPage.tsx')), BUDGETS.firstPage);
report(
  'dashboard (/dashboard), first load in all',
  files(entry, signInTexts, byName('src/admin/AdminApp.tsx'), allTexts),
  BUDGETS.dashboard,
);
if (over) {
  console.error('Over budget.');
  process.exitCode = 1;
}
