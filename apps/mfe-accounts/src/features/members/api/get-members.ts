import { apiFetch } from '@seed/auth';
import type { OrganizationMembers } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membersKeys } from './keys';

/** GET /api/v1/organization/members: members, and for admins the pending invitations. */
export function getMembers(): Promise<OrganizationMembers> {
  return apiFetch('accounts', 'listMembers');
}

export const getMembersQueryOptions = () => queryOptions({ queryKey: membersKeys.all, queryFn: getMembers });

export const useMembers = () => useQuery(getMembersQueryOptions());
