// Auth latency as ratios to GET /healthz, measured interleaved in one run so the machine's
// load affects every series alike. Absolute numbers are printed for context only.

export interface LatencyRow {
  name: string;
  medianMs: number;
  ratioToHealthz: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

async function timed(fn: () => Promise<Response>): Promise<{ ms: number; res: Response }> {
  const start = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  return { ms: performance.now() - start, res };
}

/** Sign-in by password, token refresh and GET /auth/v1/user against a real account. */
export async function measureAuthLatency(
  baseUrl: string,
  account: { email: string; password: string },
  iterations = 40,
): Promise<LatencyRow[]> {
  const { anonKey } = (await (await fetch(`${baseUrl}/config.json`)).json()) as { anonKey: string };
  const json = { 'Content-Type': 'application/json', apikey: anonKey };
  const series: Record<string, number[]> = { healthz: [], signIn: [], refresh: [], user: [] };
  let refreshToken = '';
  let accessToken = '';
  for (let i = 0; i < iterations; i++) {
    series.healthz!.push((await timed(() => fetch(`${baseUrl}/healthz`))).ms);

    const signIn = await timed(() =>
      fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(account),
      }),
    );
    if (!signIn.res.ok) throw new Error(`sign-in answered ${signIn.res.status}`);
    series.signIn!.push(signIn.ms);

    const session = (await (
      await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(account),
      })
    ).json()) as { access_token: string; refresh_token: string };
    refreshToken = session.refresh_token;

    const refresh = await timed(() =>
      fetch(`${baseUrl}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ refresh_token: refreshToken }),
      }),
    );
    if (!refresh.res.ok) throw new Error(`refresh answered ${refresh.res.status}`);
    series.refresh!.push(refresh.ms);
    accessToken = session.access_token;

    const user = await timed(() =>
      fetch(`${baseUrl}/auth/v1/user`, { headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` } }),
    );
    if (!user.res.ok) throw new Error(`GET /auth/v1/user answered ${user.res.status}`);
    series.user!.push(user.ms);
  }
  const base = median(series.healthz!);
  const row = (name: string, key: string): LatencyRow => {
    const m = median(series[key]!);
    return { name, medianMs: Math.round(m * 100) / 100, ratioToHealthz: Math.round((m / base) * 10) / 10 };
  };
  return [
    row('GET /healthz', 'healthz'),
    row('sign-in (password)', 'signIn'),
    row('token refresh', 'refresh'),
    row('GET /auth/v1/user', 'user'),
  ];
}
