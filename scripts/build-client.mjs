// Builds the browser app into dist/client (Vite), keeping the hashed files of the builds of the
// last week under dist/client/static. During a rolling release, instances not yet restarted still
// serve the previous index.html, and open tabs load their lazy chunks later: both ask for the
// previous build's files, which nginx (or an instance) must still find. Their names hold their
// content's hash, so an old file never stands in for a new one.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const staticDir = 'dist/client/static';
const previous = 'dist/.static-previous';

fs.rmSync(previous, { recursive: true, force: true });
if (fs.existsSync(staticDir)) fs.renameSync(staticDir, previous);
try {
  await build();
} finally {
  if (fs.existsSync(previous)) {
    const now = Date.now();
    let kept = 0;
    const keep = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const from = path.join(dir, entry.name);
        const to = path.join(staticDir, path.relative(previous, from));
        if (entry.isDirectory()) keep(from);
        else if (!fs.existsSync(to) && now - fs.statSync(from).mtimeMs < KEEP_MS) {
          fs.mkdirSync(path.dirname(to), { recursive: true });
          fs.copyFileSync(from, to);
          fs.utimesSync(to, fs.statSync(from).atime, fs.statSync(from).mtime);
          kept += 1;
        }
      }
    };
    // A failed build leaves no new static folder: the previous one goes back as it was.
    if (!fs.existsSync(staticDir)) fs.renameSync(previous, staticDir);
    else {
      keep(previous);
      fs.rmSync(previous, { recursive: true, force: true });
      if (kept) console.log(`Kept ${kept} files of earlier builds (under a week old) for pages and tabs still using them.`);
    }
  }
}
