import { describe, expect, it } from 'vitest';
import { API } from './api';
import { API_SLICES, CONTRACT_MODULES } from './api-slices';

describe('the contract by slice', () => {
  it('when each slice is loaded on its own, then it is the very declarations the whole API holds', async () => {
    expect(Object.keys(API_SLICES).sort()).toEqual(Object.keys(API).sort());
    for (const slice of Object.keys(API) as (keyof typeof API)[]) {
      expect(await API_SLICES[slice](), slice).toBe(API[slice]);
    }
  });

  it('when the platform and list-parameter modules are loaded, then they hold the schemas the shell and the list pages parse with', async () => {
    const platform = await CONTRACT_MODULES.platform();
    const listParams = await CONTRACT_MODULES.listParams();
    expect(platform.RemotesManifest.safeParse({ mfe_farms: '/remotes/mfe-farms/mf-manifest.json' }).success).toBe(true);
    expect(listParams.SeedLotListParams.parse({}).tab).toBe('overview');
  });
});
