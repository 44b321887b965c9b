CREATE OR REPLACE FUNCTION private.caller_membership()
 RETURNS TABLE(profile_id uuid, full_name text, role member_role, organization_id uuid)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query
    select p.id, p.full_name, p.role, p.organization_id from public.profiles p where p.auth_id = auth.uid();
end
$function$;
comment on function private.caller_membership() is 'the caller''s profile id, name, role and organization (no row without a profile); the BFF''s membership check.';
revoke all on function private.caller_membership() from public, anon, authenticated, service_role;
grant execute on function private.caller_membership() to authenticated;
grant execute on function private.caller_membership() to service_role;
