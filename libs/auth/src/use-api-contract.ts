import type { Api } from '@seed/domain';
import type { ContractModules } from '@seed/domain/slices';
import { use } from 'react';
import { loadApiContract, loadApiSlice, loadContractModule, type ApiContract } from './lazy';

/**
 * The whole API contract for code that needs one of its schemas while rendering: suspends until it
 * is loaded. A page's first render asks for less (useContractModule), so it does not wait for it.
 */
export function useApiContract(): ApiContract {
  return use(loadApiContract());
}

/** One contract module while rendering (e.g. the list pages' URL parameters): suspends until loaded. */
export function useContractModule<M extends keyof ContractModules>(name: M): ContractModules[M] {
  return use(loadContractModule(name));
}

/** One slice's endpoint declarations while rendering (e.g. a list's query schema): suspends until loaded. */
export function useApiSlice<S extends keyof Api>(slice: S): Api[S] {
  return use(loadApiSlice(slice));
}
