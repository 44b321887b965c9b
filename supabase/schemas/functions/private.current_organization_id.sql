CREATE OR REPLACE FUNCTION private.current_organization_id()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (select p.organization_id from public.profiles p where p.auth_id = auth.uid());
end;
$function$;
comment on function private.current_organization_id() is 'organization of the caller''s profile, null without one; for policies (security definer: no recursion through profiles'' policies).';
revoke all on function private.current_organization_id() from public, anon, authenticated, service_role;
grant execute on function private.current_organization_id() to authenticated;
grant execute on function private.current_organization_id() to service_role;
