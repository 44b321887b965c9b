import { apiFetch } from '@seed/auth';
import type { InvitationCreateInput } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membersKeys } from './keys';

/** POST /api/v1/organization/invitations (admins). */
export function inviteMember(input: InvitationCreateInput) {
  return apiFetch('accounts', 'inviteMember', { body: input });
}

export function useInviteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
