CREATE OR REPLACE FUNCTION private.organization_in_lot_chain(organization uuid, lot text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- the lot and its descendants over parent links only
  with down as (select d.id from private.lot_descendants(lot, array['parent']) d)
  select organization is not null and exists (
    select 1 from down join public.seed_lots l on l.id = down.id where l.grower_organization_id = organization
    union all
    select 1 from down join public.lot_ownership o on o.seed_lot_id = down.id where o.owner_organization_id = organization
    union all
    select 1 from down join public.lot_ledger_entries e on e.seed_lot_id = down.id where e.organization_id = organization
  );
$function$;
comment on function private.organization_in_lot_chain(organization uuid, lot text) is 'whether the organization grows, owns part of or has ledger entries of the lot or of one of its descendants over parent links: for public.mark_staff_scan. Security definer: it reads the chain''s lots, ownership and ledgers whatever the caller sees, and answers only yes or no.';
revoke all on function private.organization_in_lot_chain(organization uuid, lot text) from public, anon, authenticated, service_role;
