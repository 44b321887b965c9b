import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadApiContract, loadApiSlice } from './lazy';
import { useApiContract } from './use-api-contract';

function FirstPage() {
  const { FarmListParams } = useApiContract();
  return <p>page {FarmListParams.parse({}).page}</p>;
}

describe('useApiContract', () => {
  it('when the contract is asked for twice, then both callers share one load', () => {
    expect(loadApiContract()).toBe(loadApiContract());
  });

  it('when a screen renders with a schema of the contract, then it shows once the contract is loaded', async () => {
    // As in the portal, where the signed-in frame has loaded the contract before a remote renders.
    await loadApiContract();

    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <FirstPage />
        </Suspense>,
      );
    });

    expect(screen.getByText('page 1').tagName).toBe('P');
  });
});

describe('loadApiSlice', () => {
  it('when a slice is asked for twice, then both callers share one load of its declarations', async () => {
    expect(loadApiSlice('farms')).toBe(loadApiSlice('farms'));
    expect((await loadApiSlice('farms')).list.path).toBe('/api/v1/farms');
  });
});
