import { apiFetch } from '@seed/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membersKeys } from './keys';

/** DELETE /api/v1/organization/invitations/{id} (admins). */
export async function cancelInvitation(id: string): Promise<void> {
  await apiFetch('accounts', 'cancelInvitation', { params: { id } });
}

export function useCancelInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
