import pg from 'pg';

// A pg client whose connection dies (server restart, failover, pg_terminate_backend, a proxy
// reset, idle_in_transaction_session_timeout) emits 'error', and an 'error' event nobody
// listens to ends the process. pg-pool listens only while a client sits idle in the pool; a
// client checked out for a unit of work, and a standalone client, need a listener of their
// own. The query in flight (and every later one) fails by itself, so the listener only
// records the failure for the holder.

/** A pooled client held by one unit of work. */
export interface HeldClient {
  readonly client: pg.PoolClient;
  /** The error the connection failed with while held, if it did. */
  readonly failure: Error | undefined;
  /**
   * Gives the client back to the pool; a failed or `broken` one is destroyed, not reused.
   * Pass the connection error a query failed with: pg emits its 'error' event only after
   * failing the query, so `failure` may not be set yet. Call once.
   */
  release(broken?: Error): void;
}

/** Checks a client out of the pool with an error listener attached for as long as it is held. */
export function holdClient(pool: pg.Pool): Promise<HeldClient> {
  return new Promise((resolve, reject) => {
    // The callback form runs inside pg-pool's hand-over, right after it removed its own
    // listener: no event can slip in before ours is attached (an awaited promise resumes later).
    pool.connect((error, client) => {
      if (error || !client) {
        reject(error ?? new Error('pool.connect returned no client'));
        return;
      }
      let failure: Error | undefined;
      const onError = (connectionError: Error) => {
        failure ??= connectionError;
      };
      client.on('error', onError);
      resolve({
        client,
        get failure() {
          return failure;
        },
        release(broken) {
          // release() puts pg-pool's idle listener back first, so the client is never without one.
          client.release(broken ?? failure);
          client.removeListener('error', onError);
        },
      });
    });
  });
}

/**
 * Connects a standalone client (migrations, tooling) whose connection failure rejects the
 * caller's query instead of ending the process. End it with client.end().
 */
export async function connectClient(config: pg.ClientConfig): Promise<pg.Client> {
  const client = new pg.Client(config);
  // The failed query rejects with the reason and later queries with "not queryable": the
  // caller sees the failure there, so the event itself needs no handling beyond being heard.
  client.on('error', () => {});
  await client.connect();
  return client;
}
