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
  return exists (
    select 1 from public.seed_lots l
    cross join lateral private.org_sees_lot(l.id, l.grower_organization_id, organization) seen
    where l.id = lot and seen.visible
  );
end;
$function$;
comment on function private.can_see_seed_lot(lot text) is 'whether the caller''s organization sees the lot (private.org_sees_lot: it grows the lot or owns some of it), by the lot''s id: for the lot_ledger_entries policy and the testing functions. Security definer: it reads the lot past seed_lots'' policy, and answers only yes or no.';
revoke all on function private.can_see_seed_lot(lot text) from public, anon, authenticated, service_role;
grant execute on function private.can_see_seed_lot(lot text) to authenticated;
grant execute on function private.can_see_seed_lot(lot text) to service_role;
