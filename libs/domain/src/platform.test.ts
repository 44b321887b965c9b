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
      PublicConfig.safeParse({ authUrl: '/auth/v1', mapsApiKey: null, mapTileUrl: 'x', features: {} }).success,
    ).toBe(false);
  });
});
