CREATE OR REPLACE FUNCTION private.organization_in_lot_chain(organization uuid, lot text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with recursive down(id, depth) as (
    select lot, 0
    union
    select l.id, down.depth + 1 from down join public.seed_lots l on l.parent_lot_id = down.id
    where down.depth < 50
  )
  select organization is not null and exists (
    select 1 from down join public.seed_lots l on l.id = down.id where l.grower_organization_id = organization
    union all
    select 1 from down join public.lot_ownership o on o.seed_lot_id = down.id where o.owner_organization_id = organization
    union all
    select 1 from down join public.lot_ledger_entries e on e.seed_lot_id = down.id where e.organization_id = organization
  );
$function$;
revoke all on function private.organization_in_lot_chain(organization uuid, lot text) from public, anon, authenticated, service_role;
