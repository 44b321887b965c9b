CREATE OR REPLACE FUNCTION public.get_invitation(token text)
 RETURNS TABLE(organization_name text, role member_role, email text, status invitation_status)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select o.name, i.role, i.email, i.status
    from public.organization_invitations i
    join public.organizations o on o.id = i.organization_id
   where i.token_hash = private.invitation_token_hash(token)
$function$;
comment on function public.get_invitation(token text) is 'what the invitation page shows to whoever holds the token (signed in or not).';
revoke all on function public.get_invitation(token text) from public, anon, authenticated, service_role;
grant execute on function public.get_invitation(token text) to anon;
grant execute on function public.get_invitation(token text) to authenticated;
grant execute on function public.get_invitation(token text) to service_role;
