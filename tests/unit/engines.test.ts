import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// package.json's `engines.node` is a promise: the portal installs and runs on every Node it names.
// A dependency that needs a later Node breaks it (npm prints EBADENGINE, and the code may use what
// the older Node lacks), so every installed package — production and development — must accept
// the lowest Node the range allows. npm itself compares the same way (npm-install-checks).

const root = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const claimed: string = readJson(path.join(root, 'package.json')).engines?.node;

interface Installed {
  /** Where it is, relative to the project: shows which copy of a package is meant. */
  where: string;
  name: string;
  version: string;
  node?: unknown;
}

/** Every package under a node_modules folder, nested ones included, scoped ones (`@x/y`) too. */
function installedUnder(dir: string): Installed[] {
  if (!fs.existsSync(dir)) return [];
  const found: Installed[] = [];
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith('.')) continue; // .bin, .package-lock.json, tool caches
    const folders = entry.startsWith('@') ? fs.readdirSync(path.join(dir, entry)).map((e) => path.join(entry, e)) : [entry];
    for (const folder of folders) {
      const packageDir = path.join(dir, folder);
      const manifest = path.join(packageDir, 'package.json');
      if (fs.existsSync(manifest)) {
        const pkg = readJson(manifest);
        found.push({ where: path.relative(root, packageDir), name: pkg.name, version: pkg.version, node: pkg.engines?.node });
      }
      found.push(...installedUnder(path.join(packageDir, 'node_modules')));
    }
  }
  return found;
}

describe('Node versions (package.json engines)', () => {
  const lowest = semver.minVersion(claimed ?? '');

  it('names a range of Node versions, which the Node running the tests is in', () => {
    expect(lowest, `engines.node: ${claimed}`).not.toBeNull();
    expect(semver.satisfies(process.versions.node, claimed)).toBe(true);
  });

  it('every installed package accepts the lowest Node the portal claims', () => {
    const packages = installedUnder(path.join(root, 'node_modules'));
    // The walk did find the tree (a few hundred packages), not an empty folder.
    expect(packages.length).toBeGreaterThan(300);
    const refusing = packages
      .filter((p) => typeof p.node === 'string' && !semver.satisfies(lowest!, p.node, { includePrerelease: true }))
      .map((p) => `${p.name}@${p.version} (${p.where}) needs node ${p.node}`);
    expect(refusing, `Node ${lowest} is refused by`).toEqual([]);
  });
});
