CREATE OR REPLACE FUNCTION private.coded_lot_for_update(lot text, organization uuid)
 RETURNS seed_lots
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found public.seed_lots;
begin
  select * into found from public.seed_lots l where l.id = lot for update;
  if found.id is null or found.deleted_at is not null or not (
    found.grower_organization_id = organization
    or exists (select 1 from public.lot_ownership o where o.seed_lot_id = lot and o.owner_organization_id = organization)
  ) then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  return found;
end;
$function$;
revoke all on function private.coded_lot_for_update(lot text, organization uuid) from public, anon, authenticated, service_role;
