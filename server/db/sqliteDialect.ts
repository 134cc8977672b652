import { SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import { SnakeCaseSqliteCompiler } from './naming';

/**
 * better-sqlite3 runs a statement synchronously, so the statements of every waiting request
 * chained through promises that never left the event loop's turn: under load, one turn ran each
 * queued request to its end (150 ms and more with 100 dealers), and libuv accepts one new
 * connection a turn (libuv#3696), so dealers connecting then waited seconds to be accepted (9 s
 * after a restart under load). Each statement first waits for the next turn (setImmediate): the
 * server reads its sockets and accepts connections between statements. A transaction holds the
 * connection and runs its statements without waiting.
 */
class TurnTakingSqliteDriver extends SqliteDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return super.acquireConnection();
  }
}

/** SQLite with snake_case names (naming.ts) and statements that take turns with the sockets. */
export class PortalSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new TurnTakingSqliteDriver(this.#config);
  }
  override createQueryCompiler() {
    return new SnakeCaseSqliteCompiler();
  }
}
