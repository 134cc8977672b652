import {
  CamelCasePlugin,
  PostgresDialect,
  PostgresQueryCompiler,
  SqliteQueryCompiler,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from 'kysely';

/**
 * The code names columns in camelCase, the schema in snake_case. Kysely's CamelCasePlugin renames
 * by copying the whole tree of every query before compiling it, a fifth of the CPU a list request
 * cost; here identifiers are renamed as the compiler writes them (same names, same SQL), and only
 * result rows go through the plugin — on SQLite not even those: the driver names its columns once
 * per statement (db/index.ts).
 */
class Names extends CamelCasePlugin {
  readonly toSnake = (name: string) => this.snakeCase(name);
  readonly toCamel = (name: string) => this.camelCase(name);
}
const names = new Names();
export const camelCase = names.toCamel;

/** CamelCasePlugin without its query rewriting: rows' keys only (PostgreSQL). */
export class CamelCaseResults extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
}

export class SnakeCaseSqliteCompiler extends SqliteQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(names.toSnake(identifier));
  }
}
class SnakeCasePostgresCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(names.toSnake(identifier));
  }
}

export class SnakeCasePostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new SnakeCasePostgresCompiler();
  }
}
