CREATE OR REPLACE FUNCTION private.has_role(allowed member_role[])
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.profiles p
    where p.auth_id = auth.uid() and p.organization_id is not null and p.role = any (allowed)
  )
$function$;
comment on function private.has_role(allowed member_role[]) is 'whether the caller has one of the roles in their organization; for policies (security definer: no recursion through profiles'' policies).';
revoke all on function private.has_role(allowed member_role[]) from public, anon, authenticated, service_role;
grant execute on function private.has_role(allowed member_role[]) to authenticated;
grant execute on function private.has_role(allowed member_role[]) to service_role;
