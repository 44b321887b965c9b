import { apiFetch, loadApiContract } from '@seed/auth';
import type { InvitationCreateInput } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membersKeys } from './keys';

/** POST /api/v1/organization/invitations (admins). */
export async function inviteMember(input: InvitationCreateInput) {
  const { InvitationCreate, OrganizationInvitation } = await loadApiContract();
  return apiFetch('/api/v1/organization/invitations', OrganizationInvitation, {
    method: 'POST',
    json: InvitationCreate.parse(input),
  });
}

export function useInviteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
