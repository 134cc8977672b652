// The house's import rules (CONTRIBUTING.md, "Layout"): which folder may import which, checked over
// every import the TypeScript compiler resolves, type-only ones included (scripts/check-imports.mjs).
// eslint's import plugins and dependency-cruiser read TypeScript through its JavaScript API, which
// TypeScript 7 (this project's compiler) no longer has; the compiler's own --explainFiles lists the
// same imports.

/**
 * Each part's rooms, bottom to top: a room imports only rooms on lower lines, never one on its own
 * line. A room is a folder under the part (`server/db`) or a file at its top (`server/app.ts`).
 */
export const LAYERS = {
  server: [
    ['lib', 'config.ts'],
    ['db', 'storage'],
    ['mail', 'pdf'],
    ['plugins'],
    ['modules'],
    ['demo', 'jobs', 'routes.ts'],
    ['seed.ts'],
    ['logging.ts', 'scale', 'ops'],
    ['app.ts'],
    ['shutdown.ts'],
    ['main.ts'],
  ],
  src: [
    ['config', 'lib', 'assets'],
    ['i18n'],
    ['providers'],
    ['ui'],
    ['catalogue'],
    ['layout', 'resources'],
    ['auth'],
    ['public'],
    ['admin'],
    ['app'],
    ['main.tsx'],
  ],
};

/** What each part may import besides its own rooms: `shared/` nothing else of the project. */
const OUTSIDE = { server: ['shared'], src: ['shared'], shared: [] };

const partOf = (file) => file.split('/')[0];
const roomOf = (file) => file.split('/')[1];
const levelOf = (part, room) => LAYERS[part]?.findIndex((line) => line.includes(room)) ?? -1;

/**
 * The imports that break a rule, each as { from, to, why }. `edges` are [importer, imported]
 * pairs of paths relative to the project's root; imports from and into other folders (tests,
 * scripts, packages) are not this check's business.
 */
export function violations(edges) {
  const found = [];
  for (const [from, to] of edges) {
    const [a, b] = [partOf(from), partOf(to)];
    if (!(a in OUTSIDE)) continue;
    if (a !== b) {
      if (!OUTSIDE[a].includes(b) && b in OUTSIDE) found.push({ from, to, why: `${a}/ never imports ${b}/` });
      continue;
    }
    if (a === 'shared') continue;
    const [ra, rb] = [roomOf(from), roomOf(to)];
    if (ra === rb) continue;
    const [la, lb] = [levelOf(a, ra), levelOf(a, rb)];
    if (la < 0 || lb < 0) found.push({ from, to, why: `${a}/${la < 0 ? ra : rb} is in no layer of scripts/importRules.mjs: give it its place` });
    else if (lb >= la) found.push({ from, to, why: lb === la ? `${a}/${ra} and ${a}/${rb} are side by side: neither imports the other` : `${a}/${ra} is below ${a}/${rb}: imports run downward` });
  }
  return found;
}

/** Import circles among the files of server/, shared/ and src/ (Tarjan's strongly connected components). */
export function circles(edges) {
  const graph = new Map();
  for (const [from, to] of edges) {
    if (!(partOf(from) in OUTSIDE) || !(partOf(to) in OUTSIDE)) continue;
    if (!graph.has(from)) graph.set(from, []);
    if (!graph.has(to)) graph.set(to, []);
    graph.get(from).push(to);
  }
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v)) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return found;
}

/**
 * The imports in `tsc --explainFiles` output: a file's path at the start of a line, then one
 * indented line per reason, "Imported via '…' from file '<importer>'".
 */
export function edgesFromExplain(text) {
  const edges = [];
  let file = null;
  for (const line of text.split('\n')) {
    if (line && !/^\s/.test(line)) file = line.trim();
    const m = /^\s+Imported via .* from file '([^']+)'/.exec(line);
    if (m && file && !file.includes('node_modules')) edges.push([m[1], file]);
  }
  return edges;
}
