import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from '../../server/db';
import { prepared } from '../../server/db/prepared';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prepared-'));
const db = createDb({ kind: 'sqlite', file: path.join(dir, 'portal.sqlite') });
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const build = (userId: unknown, category: unknown, limit: unknown) =>
  db
    .selectFrom('documents')
    .select('documents.id')
    .where('documents.reserved', '=', 0)
    .where('documents.category', '=', category as never)
    .where('documents.authorId', '=', userId as number)
    .limit(limit as number);

describe('prepared: a statement compiled once per shape', () => {
  it('sends the SQL and parameters that building it anew gives, for each set of values', () => {
    for (const [userId, category, limit] of [
      [7, 'manual', 25],
      [12, 'price_list', 5],
    ] as const) {
      const statement = prepared(db, 'test.shape', [userId, category, limit], (slot) => build(slot(0), slot(1), slot(2)));
      const anew = build(userId, category, limit).compile();
      expect(statement.sql).toBe(anew.sql);
      expect(statement.parameters).toEqual(anew.parameters);
    }
  });

  it('refuses a shape where a value is not sent as a parameter', () => {
    // Written into the SQL text, a stand-in would be sent as it was for every value (Kysely refuses it).
    expect(() => prepared(db, 'test.literal', [3], (slot) => db.selectFrom('documents').select('id').where('id', '=', sql.lit(slot(0))))).toThrow();
    expect(() => prepared(db, 'test.unused', [3, 4], (slot) => db.selectFrom('documents').select('id').where('id', '=', slot(0)))).toThrow(/not a parameter/);
  });
});
