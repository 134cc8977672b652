import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
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

  /**
   * IMMEDIATE: a transaction takes the write lock when it begins, waiting (busy_timeout) while
   * another process holds it. Kysely's plain BEGIN takes it at the first write, and a transaction
   * that read first then fails at once with SQLITE_BUSY if another process wrote meanwhile (WAL
   * cannot wait for a snapshot to become current). In this process nothing changes: its one
   * connection runs one transaction at a time. It is also the migrations' lock (db/index.ts).
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite runs DDL inside transactions, but Kysely's adapter says it cannot, so its Migrator ran
 * each migration's statements one by one: a migration failing half-way left half a schema, and
 * two processes starting at once both ran it. Declared transactional, the migrations run in one
 * transaction, begun IMMEDIATE above, which is their lock.
 */
class PortalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
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
  override createAdapter() {
    return new PortalSqliteAdapter();
  }
  override createQueryCompiler() {
    return new SnakeCaseSqliteCompiler();
  }
}
