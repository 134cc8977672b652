// The operator's commands, bundled as dist/server/ops.js (scripts/build-server.mjs) and run by
// `npm run backup|restore|copy-to-postgres -- …`. They read DATA_DIR and DATABASE_URL from the
// environment exactly as `npm start` does (config.ts), so that they act on the same portal.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backup } from './backup';
import { copyToPostgres } from './copyToPostgres';
import { OpsError, UsageError } from './errors';
import { restore } from './restore';

const HELP: Record<string, string> = {
  backup: `npm run backup -- --to DIR

A consistent backup of the portal of DATA_DIR (and DATABASE_URL when set), taken while it runs:
the database (SQLite's online backup, or pg_dump -Fc), the stored files it references, the
operator's manufacturer.json, and manifest.json (written last: version, last migration, row
counts, each file's size and SHA-256). DIR must be new or empty, outside DATA_DIR.`,
  restore: `npm run restore -- --from DIR [--force]

Restores the backup in DIR into DATA_DIR (and the database of DATABASE_URL when set), which must
be empty: --force deletes what they hold first. Every file's SHA-256, the database's row counts
and its migration are checked before anything is written and again after; a damaged backup is
refused and nothing is written. Stop the portal before restoring over it.`,
  'copy-to-postgres': `npm run copy-to-postgres -- --from-data DIR

Copies the SQLite portal of data directory DIR (DIR/portal.sqlite and its stored files) into the
empty PostgreSQL database of DATABASE_URL, migrated first to this version's schema; ids are kept.
DATA_DIR is the new portal's data directory: the stored files are copied there unless it is DIR.
Stop the SQLite portal first: writes made after the copy starts are not carried over.`,
};

const OPTIONS: Record<string, Record<string, 'value' | 'flag'>> = {
  backup: { to: 'value' },
  restore: { from: 'value', force: 'flag' },
  'copy-to-postgres': { 'from-data': 'value' },
};

function usage(): string {
  return `Usage:\n${Object.values(HELP).map((h) => `  ${h.split('\n')[0]}`).join('\n')}\n\nEach command's --help tells more.`;
}

function parse(command: string, args: string[]): Record<string, string | true> {
  const known = OPTIONS[command];
  const out: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]);
    if (!m || !(m[1] in known)) throw new UsageError(`unknown argument ${args[i]}`);
    if (known[m[1]] === 'flag') {
      if (m[2] !== undefined) throw new UsageError(`--${m[1]} takes no value`);
      out[m[1]] = true;
    } else {
      const value = m[2] ?? args[++i];
      if (value === undefined || value === '' || value.startsWith('--')) throw new UsageError(`--${m[1]} needs a value`);
      out[m[1]] = value;
    }
  }
  for (const [name, type] of Object.entries(known)) if (type === 'value' && !(name in out)) throw new UsageError(`--${name} is required`);
  return out;
}

/**
 * A directory named on the command line, from where the operator typed it: npm runs scripts in
 * the package's folder and says where it was called from in INIT_CWD. (DATA_DIR stays relative to
 * the package's folder, as for npm start.)
 */
const typedPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h') {
    console.log(usage());
    return command ? 0 : 2;
  }
  if (!(command in HELP)) {
    console.error(`Unknown command ${command}.\n${usage()}`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP[command]);
    return 0;
  }
  const start = performance.now();
  try {
    const options = parse(command, args);
    const config = loadConfig(process.env);
    const log = (line: string) => console.log(line);
    if (command === 'backup') {
      const { manifest, warnings } = await backup(config, typedPath(options.to as string), log);
      for (const w of warnings) console.error(`warning: ${w}`);
      const bytes = manifest.database.file.size + manifest.files.reduce((n, f) => n + f.size, 0);
      const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
      console.log(`Backup complete in ${seconds(start)}: ${rows} rows (migration ${manifest.database.lastMigration}), ${manifest.files.length} files, ${mb(bytes)} in ${typedPath(options.to as string)}`);
    } else if (command === 'restore') {
      const manifest = await restore(config, typedPath(options.from as string), { force: options.force === true }, log);
      const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
      console.log(`Restore complete in ${seconds(start)}, checked against the manifest: ${rows} rows, ${manifest.files.length} files (backup of ${manifest.createdAt}, portal ${manifest.portalVersion}).`);
      console.log('Start the portal (npm start): it applies any newer migration of this version.');
    } else {
      const result = await copyToPostgres(config, typedPath(options['from-data'] as string), log);
      console.log(`Copy complete in ${seconds(start)}: ${result.rows} rows in ${result.tables} tables, ${result.files} files. Start the portal with this DATABASE_URL.`);
    }
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${HELP[command]}`);
      return 2;
    }
    if (err instanceof OpsError || err instanceof ConfigError) {
      console.error(`${command} failed: ${err.message}`);
      return 1;
    }
    console.error(`${command} failed:`, err);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
