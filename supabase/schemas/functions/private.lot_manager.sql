CREATE OR REPLACE FUNCTION private.lot_manager(OUT organization_id uuid, OUT profile_id uuid)
 RETURNS record
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if auth.uid() is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;
  select p.organization_id, p.id into organization_id, profile_id
  from public.profiles p where p.auth_id = auth.uid();
  if organization_id is null then
    raise exception using errcode = 'PT403', message = 'no_organization';
  end if;
  if not private.has_role('{admin,manager}') then
    raise exception using errcode = 'PT403', message = 'seed_lot_role_required';
  end if;
end;
$function$;
comment on function private.lot_manager(OUT organization_id uuid, OUT profile_id uuid) is 'the caller''s organization and profile when they are an admin or manager of one (spec 2 §6); raises otherwise.';
revoke all on function private.lot_manager(OUT organization_id uuid, OUT profile_id uuid) from public, anon, authenticated, service_role;
grant execute on function private.lot_manager(OUT organization_id uuid, OUT profile_id uuid) to authenticated;
grant execute on function private.lot_manager(OUT organization_id uuid, OUT profile_id uuid) to service_role;
