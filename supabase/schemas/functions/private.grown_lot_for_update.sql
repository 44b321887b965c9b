CREATE OR REPLACE FUNCTION private.grown_lot_for_update(lot text, organization uuid)
 RETURNS seed_lots
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found public.seed_lots;
begin
  select * into found from public.seed_lots l where l.id = lot for update;
  if found.id is null or not exists (
    select 1 from private.org_sees_lot(lot, found.grower_organization_id, organization) seen where seen.visible
  ) then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  if found.grower_organization_id <> organization then
    raise exception using errcode = 'PT403', message = 'not_seed_lot_grower';
  end if;
  return found;
end;
$function$;
comment on function private.grown_lot_for_update(lot text, organization uuid) is 'the lot, locked, when the organization (the caller''s) grows it; seed_lot_not_found when it does not see it (private.org_sees_lot), not_seed_lot_grower when it only owns some: for the grower''s changes to a lot. Security definer: it locks the lot, which seed_lots'' policy only lets a member read.';
revoke all on function private.grown_lot_for_update(lot text, organization uuid) from public, anon, authenticated, service_role;
