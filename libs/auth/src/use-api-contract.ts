import { use } from 'react';
import { loadApiContract, type ApiContract } from './lazy';

/**
 * The API contract for code that needs a schema while rendering (e.g. useListParams): suspends
 * until it is loaded, which it usually is already, since the signed-in frame parses with it.
 */
export function useApiContract(): ApiContract {
  return use(loadApiContract());
}
