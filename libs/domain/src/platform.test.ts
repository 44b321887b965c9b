import { describe, expect, it } from 'vitest';
import { PublicConfig, RemotesManifest } from './platform';

describe('RemotesManifest', () => {
  it('when a remote name is a valid container name, then it parses', () => {
    expect(RemotesManifest.parse({ mfe_farms: '/remotes/mfe-farms/mf-manifest.json' })).toEqual({
      mfe_farms: '/remotes/mfe-farms/mf-manifest.json',
    });
  });
  it('when a remote name has a hyphen, then it is refused', () => {
    expect(RemotesManifest.safeParse({ 'mfe-farms': '/x' }).success).toBe(false);
  });
});

describe('PublicConfig', () => {
  it('when the anon key is missing, then it is refused', () => {
    expect(
      PublicConfig.safeParse({ authUrl: '/auth/v1', mapsApiKey: null, mapTileUrl: 'x', geocoder: null, features: {} })
        .success,
    ).toBe(false);
  });

  const valid = { authUrl: '/auth/v1', anonKey: 'k', mapsApiKey: null, mapTileUrl: 'x', features: {} };
  it('when the geocoder is google, open or null, then it parses', () => {
    for (const geocoder of ['google', 'open', null]) {
      expect(PublicConfig.parse({ ...valid, geocoder }).geocoder).toBe(geocoder);
    }
  });
  it('when the geocoder is another name or missing, then it is refused', () => {
    expect(PublicConfig.safeParse({ ...valid, geocoder: 'bing' }).success).toBe(false);
    expect(PublicConfig.safeParse(valid).success).toBe(false);
  });
});
