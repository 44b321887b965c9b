import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withAdminClient } from '../test/database';
import { captureLogs } from '../test/test-app';
import { ANON, createDb, SERVICE, type Db, type DbClient } from './db';
import { createPool } from './pool';

const TABLE = 'public.rls_probe_notes';
const alice = randomUUID();
const bob = randomUUID();
let db: Db;

beforeAll(async () => {
  await withAdminClient((c) =>
    c.query(`
      create table ${TABLE} (id serial primary key, owner uuid not null, body text not null);
      alter table ${TABLE} enable row level security;
      create policy "owners read their notes" on ${TABLE} for select to authenticated
        using (owner = (select auth.uid()));
      create policy "owners add their notes" on ${TABLE} for insert to authenticated
        with check (owner = (select auth.uid()));
      insert into ${TABLE} (owner, body) values ('${alice}', 'alice 1'), ('${alice}', 'alice 2'), ('${bob}', 'bob 1');
    `),
  );
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
});

afterAll(async () => {
  await db.close();
  await withAdminClient((c) => c.query(`drop table ${TABLE}`));
});

describe('unitOfWork as a user', () => {
  it('when a user reads a table with an owner policy, then only their rows come back', async () => {
    const rows = await db.unitOfWork(
      { claims: { sub: alice } },
      {},
      async (tx) => (await tx.query(`select body from ${TABLE} order by body`)).rows,
    );

    expect(rows).toEqual([{ body: 'alice 1' }, { body: 'alice 2' }]);
  });

  it('when claims are set, then auth.uid(), auth.role() and auth.jwt() return them', async () => {
    const row = await db.unitOfWork(
      { claims: { sub: bob, email: 'bob@example.org', app_metadata: { organization_id: 'org-1' } } },
      {},
      async (tx) =>
        (await tx.query('select auth.uid() as uid, auth.role() as role, auth.jwt() as jwt, current_user as db_role'))
          .rows[0],
    );

    expect(row).toEqual({
      uid: bob,
      role: 'authenticated',
      jwt: { sub: bob, role: 'authenticated', email: 'bob@example.org', app_metadata: { organization_id: 'org-1' } },
      db_role: 'authenticated',
    });
  });

  it('when a user inserts a row owned by someone else, then the policy refuses it', async () => {
    await expect(
      db.unitOfWork({ claims: { sub: alice } }, {}, (tx) =>
        tx.query(`insert into ${TABLE} (owner, body) values ($1, 'forged')`, [bob]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('when the unit of work throws, then its writes are rolled back and the connection returns to the pool', async () => {
    await expect(
      db.unitOfWork({ claims: { sub: alice } }, {}, async (tx) => {
        await tx.query(`insert into ${TABLE} (owner, body) values ($1, 'rolled back')`, [alice]);
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');

    const count = await withAdminClient(
      async (c) => (await c.query(`select count(*)::int as n from ${TABLE} where body = 'rolled back'`)).rows[0].n,
    );
    expect(count).toBe(0);
    expect(db.pool.totalCount - db.pool.idleCount).toBe(0);
  });

  it('when the transaction ends, then the role and claims do not leak to the next user of the connection', async () => {
    await db.unitOfWork({ claims: { sub: alice } }, {}, async () => undefined);
    const client = await db.pool.connect();
    try {
      const { rows } = await client.query(
        `select current_user = session_user as own_role,
                coalesce(current_setting('request.jwt.claim.sub', true), '') as sub,
                coalesce(current_setting('request.jwt.claims', true), '') as claims`,
      );
      expect(rows[0]).toEqual({ own_role: true, sub: '', claims: '' });
    } finally {
      client.release();
    }
  });

  it('when a statement is given more parameters than it has, then it fails as the fault of the code it is (not a 503) and the connection is reused', async () => {
    const error = await db
      .unitOfWork({ claims: { sub: alice } }, {}, (tx) => tx.query('select $1::int as a', [1, 2]))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '08P01' });
    const rows = await db.unitOfWork(
      { claims: { sub: alice } },
      {},
      async (tx) => (await tx.query('select 1 as a')).rows,
    );
    expect(rows).toEqual([{ a: 1 }]);
  });

  it('when the claims have no valid sub, then nothing runs', async () => {
    let ran = false;
    await expect(
      db.unitOfWork({ claims: { sub: 'not-a-uuid' } }, {}, async () => {
        ran = true;
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
  });
});

describe('unitOfWork with reads', () => {
  const uid = async (tx: DbClient) => (await tx.query('select auth.uid() as uid')).rows;
  const notesExcept = (body: string) => async (tx: DbClient) =>
    (await tx.query(`select body from ${TABLE} where body <> $1 order by body`, [body])).rows;

  it('when it starts, then each read answers in the same round trip, as the caller, with its values as parameters', async () => {
    const rows = await db.unitOfWork(
      { claims: { sub: alice } },
      { reads: [uid, notesExcept("it's; drop table x")] },
      async (_tx, { reads }) => reads,
    );

    expect(rows).toEqual([[{ uid: alice }], [{ body: 'alice 1' }, { body: 'alice 2' }]]);
  });

  it('when a read-only unit of work writes, then the write is refused and nothing is kept', async () => {
    await expect(
      db.unitOfWork({ claims: { sub: alice } }, { reads: [uid], readOnly: true }, (tx) =>
        tx.query(`insert into ${TABLE} (owner, body) values ($1, 'read only')`, [alice]),
      ),
    ).rejects.toThrow(/read-only transaction/);

    const count = await withAdminClient(
      async (c) => (await c.query(`select count(*)::int as n from ${TABLE} where body = 'read only'`)).rows[0].n,
    );
    expect(count).toBe(0);
  });

  it('when a read-only unit of work answers before its commit, then the connection returns clean once it has committed', async () => {
    const rows = await db.unitOfWork(
      { claims: { sub: alice } },
      { reads: [uid], readOnly: true },
      async (tx) => (await tx.query(`select body from ${TABLE} order by body`)).rows,
    );
    expect(rows).toEqual([{ body: 'alice 1' }, { body: 'alice 2' }]);

    // the pool has two connections: both next units must find one out of any transaction
    const states = await Promise.all(
      [0, 1].map(() =>
        db.unitOfWork(
          SERVICE,
          {},
          async (tx) =>
            (
              await tx.query(
                `select current_setting('request.jwt.claim.sub', true) as sub, current_setting('transaction_read_only') as ro`,
              )
            ).rows[0],
        ),
      ),
    );
    expect(states).toEqual([
      { sub: '', ro: 'off' },
      { sub: '', ro: 'off' },
    ]);
    await expect.poll(() => db.pool.totalCount - db.pool.idleCount).toBe(0);
  });

  it('when the caller of a GET reads, then the transaction is READ ONLY without saying so', async () => {
    const readOnly = await db.unitOfWork(
      { claims: { sub: alice }, readOnly: true },
      {},
      async (tx) => (await tx.query(`select current_setting('transaction_read_only') as ro`)).rows[0],
    );
    expect(readOnly).toEqual({ ro: 'on' });
  });
});

describe('unitOfWork of reads only (no fn)', () => {
  it('when a screen reads, then every read answers as the user in one round trip', async () => {
    const rows = await db.unitOfWork(
      { claims: { sub: alice } },
      {
        readOnly: true,
        reads: [
          async (tx) => (await tx.query('select auth.uid() as uid')).rows,
          async (tx) => (await tx.query(`select body from ${TABLE} order by body`)).rows,
        ],
      },
    );

    expect(rows).toEqual([[{ uid: alice }], [{ body: 'alice 1' }, { body: 'alice 2' }]]);
  });

  it('when a read writes, then it is refused (READ ONLY) and nothing is kept', async () => {
    await expect(
      db.unitOfWork(
        { claims: { sub: alice } },
        {
          readOnly: true,
          reads: [(tx) => tx.query(`insert into ${TABLE} (owner, body) values ($1, 'one trip') returning id`, [alice])],
        },
      ),
    ).rejects.toThrow(/read-only transaction/);

    const count = await withAdminClient(
      async (c) => (await c.query(`select count(*)::int as n from ${TABLE} where body = 'one trip'`)).rows[0].n,
    );
    expect(count).toBe(0);
  });

  it('when a read fails, then the connection goes back out of the aborted transaction, with no role or claims', async () => {
    await expect(
      db.unitOfWork({ claims: { sub: alice } }, { readOnly: true, reads: [(tx) => tx.query('select 1/0')] }),
    ).rejects.toThrow(/division by zero/);

    const states = await Promise.all(
      [0, 1].map(() =>
        db.unitOfWork(
          ANON,
          {},
          async (tx) => (await tx.query(`select current_user as who, auth.uid() as uid`)).rows[0],
        ),
      ),
    );
    expect(states).toEqual([
      { who: 'anon', uid: null },
      { who: 'anon', uid: null },
    ]);
    expect(db.pool.totalCount - db.pool.idleCount).toBe(0);
  });

  it('when the service writes with its reads, then they are committed in the same trip', async () => {
    const [inserted] = await db.unitOfWork(SERVICE, {
      reads: [
        async (tx) =>
          (await tx.query(`insert into ${TABLE} (owner, body) values ($1, 'service trip') returning body`, [bob])).rows,
      ],
    });
    expect(inserted).toEqual([{ body: 'service trip' }]);
    const count = await withAdminClient(
      async (c) => (await c.query(`delete from ${TABLE} where body = 'service trip' returning id`)).rowCount,
    );
    expect(count).toBe(1);
  });
});

/**
 * A TCP proxy to the database that counts round trips: each time the client writes after the
 * server last answered is one more (the connection's startup is counted before `reset`).
 */
async function roundTripCounter(databaseUrl: string) {
  const target = new URL(databaseUrl);
  let trips = 0;
  let serverSpokeLast = true;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk) => {
      if (serverSpokeLast) trips += 1;
      serverSpokeLast = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      serverSpokeLast = true;
      client.write(chunk);
    });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on('close', () => b.destroy());
      a.on('error', () => b.destroy());
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    trips: () => trips,
    reset: () => {
      trips = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('round trips (the pool pipelines)', () => {
  it('when a unit is only its reads, then begin, settings, membership, reads and commit are one round trip', async () => {
    const counter = await roundTripCounter(inject('databaseUrl'));
    const counted = createDb(createPool({ connectionString: counter.url, max: 1 }));
    try {
      const screen = () =>
        counted.unitOfWork(
          { claims: { sub: alice } },
          {
            readOnly: true,
            reads: [
              async (tx) => (await tx.query('select auth.uid() as uid')).rows,
              async (tx) => (await tx.query(`select body from ${TABLE} where body <> $1 order by body`, ['x'])).rows,
            ],
          },
        );
      await screen(); // opens the connection
      counter.reset();

      expect(await screen()).toEqual([[{ uid: alice }], [{ body: 'alice 1' }, { body: 'alice 2' }]]);
      expect(counter.trips()).toBe(1);
    } finally {
      await counted.close();
      await counter.close();
    }
  });

  it('when a writing unit has reads and fn, then it is two round trips: the opening with the reads, then the commit', async () => {
    const counter = await roundTripCounter(inject('databaseUrl'));
    const counted = createDb(createPool({ connectionString: counter.url, max: 1 }));
    try {
      const unit = () =>
        counted.unitOfWork(
          SERVICE,
          { reads: [async (tx) => (await tx.query(`select count(*)::int as n from ${TABLE}`)).rows] },
          (_tx, { reads: [rows] }) => rows,
        );
      await unit();
      counter.reset();

      expect(await unit()).toEqual([{ n: 3 }]);
      expect(counter.trips()).toBe(2);
    } finally {
      await counted.close();
      await counter.close();
    }
  });
});

describe('unitOfWork as ANON', () => {
  it('when anon reads a table with policies only for authenticated users, then nothing comes back', async () => {
    const result = await db.unitOfWork(ANON, {}, async (tx) => {
      const rows = (await tx.query(`select * from ${TABLE}`)).rows;
      const who = (await tx.query('select auth.uid() as uid, auth.role() as role, current_user as db_role')).rows[0];
      return { rows, who };
    });

    expect(result).toEqual({ rows: [], who: { uid: null, role: 'anon', db_role: 'anon' } });
  });
});

describe('unitOfWork as SERVICE', () => {
  it('when the service role reads, then row-level security does not apply', async () => {
    const count = await db.unitOfWork(
      SERVICE,
      {},
      async (tx) => (await tx.query(`select count(*)::int as n from ${TABLE}`)).rows[0].n,
    );

    expect(count).toBe(3);
  });
});

describe('contention (issue 24)', () => {
  it('when a unit of work is chosen as a deadlock victim once, then it runs again on a fresh transaction and its answer comes back', async () => {
    let attempts = 0;
    const answer = await db.unitOfWork({ claims: { sub: alice } }, {}, async (tx) => {
      attempts += 1;
      await tx.query(`insert into ${TABLE} (owner, body) values ('${alice}', 'retried ${attempts}')`);
      if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return attempts;
    });

    expect(answer).toBe(2);
    const kept = await withAdminClient((c) => c.query(`select body from ${TABLE} where body like 'retried %'`));
    // the first attempt's insert was rolled back with it
    expect(kept.rows).toEqual([{ body: 'retried 2' }]);
  });

  it('when a unit of work deadlocks every time, then it is tried a bounded number of times and the deadlock is thrown', async () => {
    let attempts = 0;
    const failing = db.unitOfWork({ claims: { sub: alice } }, {}, async () => {
      attempts += 1;
      throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });

    await expect(failing).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(4);
  });

  it('when a write waits on a row another transaction holds, then it gives up after lock_timeout with 55P03 instead of holding its connection', async () => {
    await withAdminClient(async (admin) => {
      await admin.query('begin');
      await admin.query(`select * from ${TABLE} where body = 'bob 1' for update`);
      try {
        const started = Date.now();
        const waited = db.unitOfWork(SERVICE, {}, (tx) =>
          tx.query(`update ${TABLE} set body = body where body = 'bob 1'`),
        );
        await expect(waited).rejects.toMatchObject({ code: '55P03' });
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        await admin.query('rollback');
      }
    });
  });
});

describe('pool saturation', () => {
  it('when every connection is in use and requests are waiting for one, then the log says the pool is saturated, once', async () => {
    const logs = captureLogs('warn');
    const small = createDb(createPool({ connectionString: inject('databaseUrl'), max: 1 }), { logger: logs.logger });
    try {
      const held = await small.pool.connect();
      const waiting = [small.unitOfWork(SERVICE, {}, async () => 1), small.unitOfWork(SERVICE, {}, async () => 2)];
      await new Promise((resolve) => setTimeout(resolve, 50));
      held.release();
      expect(await Promise.all(waiting)).toEqual([1, 2]);

      const saturated = logs
        .lines()
        .filter((line) => line.msg === 'database pool saturated: requests are waiting for a connection');
      expect(saturated).toEqual([expect.objectContaining({ pool: 'writes', max: 1, total: 1, waiting: 1 })]);
    } finally {
      await small.close();
    }
  });
});
