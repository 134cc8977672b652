// Prints what the first page (login) and the admin cost in JavaScript and CSS, gzip level 9,
// from the Vite manifest of the last build. Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2] ?? 'dist/client';
const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
const byName = (name) => Object.keys(manifest).find((k) => k.endsWith(name));

/** The files a chunk needs before it runs: itself, its static imports, their CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => new Set([...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]));
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function report(label, fileSet, exclude = new Set()) {
  const list = [...fileSet].filter((f) => !exclude.has(f));
  const js = list.filter((f) => f.endsWith('.js')).reduce((a, f) => a + gzip(f), 0);
  const css = list.filter((f) => f.endsWith('.css')).reduce((a, f) => a + gzip(f), 0);
  console.log(`${label}: ${kb(js)} JS + ${kb(css)} CSS gzip in ${list.length} files`);
  return js + css;
}

const entry = files(closure('index.html'));
const login = new Set([...entry, ...files(closure(byName('src/auth/LoginPage.tsx')))]);
report('first page (/auth/jwt/login)', login);
report('admin (/dashboard), beyond the first page', files(closure(byName('src/admin/AdminApp.tsx'))), login);
