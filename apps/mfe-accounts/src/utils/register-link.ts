/** Where a new person registers for an invitation: the invited address filled in, the invitation noticed (D-m4). */
export function registerForInvitation(email: string | null): string {
  const query = new URLSearchParams({ ...(email ? { email } : {}), invited: 'true' });
  return `/register?${query.toString()}`;
}
