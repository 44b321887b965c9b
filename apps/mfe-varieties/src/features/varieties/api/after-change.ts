import type { ApiMutationOptions } from '@seed/auth/query';

/**
 * Every change of a variety (add, import, edit, remove) refreshes both tabs and their counts:
 * the list reads of the slice, not the crops, which change only with a release.
 */
export const AFTER_CHANGE = {
  invalidates: [['varieties', 'list']],
} as const satisfies ApiMutationOptions<'varieties', 'create'>;
