#!/usr/bin/env node
// Fails when an import breaks the house's rules (scripts/importRules.mjs): server/ and shared/
// never import src/, shared/ imports nothing else of the project, each part's folders import only
// downward, and no files import each other in a circle. `npm test` runs it.
//
//   node scripts/check-imports.mjs [--project DIR]   # DIR holds the tsconfig.json (default: here)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { circles, edgesFromExplain, violations } from './importRules.mjs';

const { values } = parseArgs({ options: { project: { type: 'string', default: '.' } } });
const dir = path.resolve(values.project);
// The package's bin (its exports name no subpath for it).
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
let out;
try {
  out = execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit', '--explainFiles'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
} catch (err) {
  // Type errors are `npm run typecheck`'s to report; the imports are listed all the same.
  out = err.stdout ?? '';
}
const edges = edgesFromExplain(out);
if (!edges.length) {
  console.error('check-imports: the compiler listed no imports');
  process.exit(2);
}
const bad = violations(edges);
const loops = circles(edges);
for (const v of bad) console.error(`${v.from} → ${v.to}: ${v.why}`);
for (const c of loops) console.error(`import circle: ${c.join(' ⇄ ')}`);
if (bad.length || loops.length) {
  console.error(`\n${bad.length} import(s) against the rules and ${loops.length} circle(s): see CONTRIBUTING.md, "Layout".`);
  process.exit(1);
}
console.log(`Imports in order: ${edges.length} checked.`);
