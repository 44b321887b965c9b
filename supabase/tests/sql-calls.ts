// Calls of the database functions as a member would make them: role `authenticated` with the
// member's claims (or `anon`), in a transaction that commits, as the BFF sets them.
import pg from 'pg';

/** Dates as the database writes them (yyyy-mm-dd), not as JavaScript Dates at UTC midnight. */
export const dateAsText = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.DATE
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function sqlCalls(pool: () => pg.Pool) {
  /** Runs fn as the user (`authenticated` with their claims; null: `anon`) in a transaction that commits. */
  async function as<T>(userId: string | null, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool().connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true)`,
        [
          userId ? 'authenticated' : 'anon',
          JSON.stringify(userId ? { sub: userId, role: 'authenticated' } : { role: 'anon' }),
          userId ?? '',
        ],
      );
      const result = await fn(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  const call = async <T = Record<string, unknown>>(userId: string | null, sql: string, params: unknown[] = []) =>
    as(userId, async (client) => (await client.query(sql, params)).rows as T[]);

  /** The machine code a call is refused with ('PT409 some_code'). */
  async function refusal(userId: string | null, sql: string, params: unknown[] = []): Promise<string> {
    try {
      await call(userId, sql, params);
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      return `${code} ${message}`;
    }
    throw new Error('the call was not refused');
  }

  return { as, call, refusal };
}
