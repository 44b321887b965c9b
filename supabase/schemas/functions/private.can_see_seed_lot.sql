CREATE OR REPLACE FUNCTION private.can_see_seed_lot(lot text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  organization uuid := private.current_organization_id();
begin
  if organization is null then
    return false;
  end if;
  return exists (select 1 from public.seed_lots l where l.id = lot and l.grower_organization_id = organization)
    or exists (
      select 1 from public.lot_ownership o where o.seed_lot_id = lot and o.owner_organization_id = organization
    );
end;
$function$;
comment on function private.can_see_seed_lot(lot text) is 'whether the caller''s organization grows the lot or owns some of it: the read rule of every seed-lot table.';
revoke all on function private.can_see_seed_lot(lot text) from public, anon, authenticated, service_role;
grant execute on function private.can_see_seed_lot(lot text) to authenticated;
grant execute on function private.can_see_seed_lot(lot text) to service_role;
