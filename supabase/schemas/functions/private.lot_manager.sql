CREATE OR REPLACE FUNCTION private.lot_manager(OUT organization_id uuid, OUT profile_id uuid)
 RETURNS record
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  select m.organization_id, m.profile_id into lot_manager.organization_id, lot_manager.profile_id
  from private.signed_in_member() m;
  if not private.has_role('{admin,manager}') then
    raise exception using errcode = 'PT403', message = 'seed_lot_role_required';
  end if;
end;
$function$;
comment on function private.lot_manager(OUT organization_id uuid, OUT profile_id uuid) is 'the caller''s organization and profile when they are an admin or manager of one (spec 2 §6); raises otherwise.';
revoke all on function private.lot_manager(OUT organization_id uuid, OUT profile_id uuid) from public, anon, authenticated, service_role;
grant execute on function private.lot_manager(OUT organization_id uuid, OUT profile_id uuid) to authenticated;
grant execute on function private.lot_manager(OUT organization_id uuid, OUT profile_id uuid) to service_role;
