import { describe, expect, it } from 'vitest';
import { cspDirectives, serializeCsp, type CspDirectives } from '../../shared/security-headers';
import { remoteOrigins, withRemoteOrigins } from './remote-sources';

const base: CspDirectives = cspDirectives({
  appEnv: 'production',
  publicConfig: {
    authUrl: '/auth/v1',
    anonKey: 'k',
    mapsApiKey: null,
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    geocoder: null,
    features: {},
  },
});

const policyFor = (manifest: Parameters<typeof remoteOrigins>[0]) =>
  serializeCsp(withRemoteOrigins(base, remoteOrigins(manifest).origins));

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .find((d) => d.startsWith(`${name} `) || d === name)
    ?.split(' ')
    .slice(1);

describe('remoteOrigins and withRemoteOrigins', () => {
  it('when every remote is a path on the portal, then the policy is the base one, self only', () => {
    const manifest = {
      mfe_farms: '/remotes/mfe-farms/mf-manifest.json',
      mfe_varieties: 'remotes/mfe-varieties/mf-manifest.json',
    };

    expect(remoteOrigins(manifest)).toEqual({ origins: [], ignored: [] });
    expect(policyFor(manifest)).toBe(serializeCsp(base));
    expect(directive(policyFor(manifest), 'script-src')).toEqual(["'self'"]);
  });

  it('when one remote is on a CDN, then its origin may serve scripts, the manifest fetch, CSS and fonts, and nothing else', () => {
    const policy = policyFor({
      mfe_farms: '/remotes/mfe-farms/mf-manifest.json',
      mfe_varieties: 'https://cdn.example/teams/varieties/mf-manifest.json?v=2',
    });

    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(directive(policy, 'connect-src')).toContain('https://cdn.example');
    expect(directive(policy, 'style-src')).toContain('https://cdn.example');
    expect(directive(policy, 'font-src')).toContain('https://cdn.example');
    for (const other of ['default-src', 'img-src', 'frame-src', 'worker-src', 'object-src', 'base-uri', 'form-action'])
      expect(directive(policy, other)).not.toContain('https://cdn.example');
  });

  it('when remotes sit on several origins, then each origin is listed once, ports kept and default ports dropped', () => {
    const { origins, ignored } = remoteOrigins({
      mfe_farms: 'https://cdn.example:443/farms/mf-manifest.json',
      mfe_seedlots: 'https://CDN.example/seedlots/mf-manifest.json',
      mfe_varieties: 'http://127.0.0.1:19000/mfe-varieties/mf-manifest.json',
      mfe_accounts: 'https://accounts.static.example/mf-manifest.json',
    });

    expect(ignored).toEqual([]);
    expect(origins).toEqual(['http://127.0.0.1:19000', 'https://accounts.static.example', 'https://cdn.example']);
  });

  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['data:application/json,{}', 'scheme'],
    ['https://*.cdn.example/mf-manifest.json', 'host'],
    ['https://cdn.example;script-src/x.json', 'host'],
    ['https://cdn.example%3Bdefault-src/x.json', 'host'],
    ['https://user:secret@cdn.example/mf-manifest.json', 'credentials'],
    ['//cdn.example/mf-manifest.json', 'protocol-relative'],
    ['https://', 'URL'],
  ])('when an entry is %s, then it is ignored with a reason and the policy is not widened', (entry, reason) => {
    const result = remoteOrigins({ mfe_farms: '/remotes/mfe-farms/mf-manifest.json', mfe_varieties: entry });
    const policy = serializeCsp(withRemoteOrigins(base, result.origins));

    expect(result.origins).toEqual([]);
    expect(result.ignored).toEqual([{ name: 'mfe_varieties', entry, reason: expect.stringContaining(reason) }]);
    expect(policy).toBe(serializeCsp(base));
    expect(policy).not.toMatch(/(^|[ ;])\*( |;|$)/);
  });

  it('when /remotes.json answers entries with their release, then their URLs count as plain entries do', () => {
    expect(
      remoteOrigins({
        mfe_varieties: { entry: 'https://cdn.example/v/mf-manifest.json', buildName: 'x', buildVersion: '1.2.0' },
      }).origins,
    ).toEqual(['https://cdn.example']);
  });
});
