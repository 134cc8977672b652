import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { violations } from '../../scripts/importRules.mjs';

// The rule of CONTRIBUTING.md's "Layout", run as `npm test` runs it (scripts/check-imports.mjs)
// over a small project whose imports break it on purpose (tests/fixtures/imports).
describe('the import rules', () => {
  it('finds each wrong import of a project, type-only ones too, and fails', () => {
    const run = spawnSync(process.execPath, ['scripts/check-imports.mjs', '--project', path.join('tests', 'fixtures', 'imports')], { encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toContain('shared/words.ts → src/ui/helper.ts: shared/ never imports src/');
    expect(run.stderr).toContain('src/ui/helper.ts → src/layout/Layout.ts: src/ui is below src/layout: imports run downward');
    expect(run.stderr).toContain('import circle: server/db/a.ts ⇄ server/db/b.ts');
    // The right ones pass: server/lib → shared/, layout → ui.
    expect(run.stderr).not.toContain('server/lib/fine.ts');
    expect(run.stderr).not.toContain('src/layout/Layout.ts →');
  }, 60_000);

  it('keeps side-by-side rooms apart and asks a new room for its place', () => {
    expect(violations([['src/layout/Header.tsx', 'src/resources/notices/useUnread.ts']])).toEqual([
      { from: 'src/layout/Header.tsx', to: 'src/resources/notices/useUnread.ts', why: 'src/layout and src/resources are side by side: neither imports the other' },
    ]);
    expect(violations([['server/widgets/x.ts', 'server/lib/y.ts']])[0].why).toMatch(/server\/widgets is in no layer/);
    expect(violations([['server/modules/a/b.ts', 'server/lib/c.ts'], ['src/admin/A.tsx', 'shared/paths.ts'], ['tests/x.ts', 'src/y.ts']])).toEqual([]);
  });
});
