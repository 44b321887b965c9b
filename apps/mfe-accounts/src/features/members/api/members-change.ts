import type { ApiMutationOptions } from '@seed/auth/query';

/** An invitation sent or cancelled changes the members screen's one read (members and invitations). */
export const MEMBERS_CHANGE = {
  invalidates: [['accounts', 'listMembers']],
} as const satisfies ApiMutationOptions<'accounts', 'inviteMember'>;
