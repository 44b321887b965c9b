CREATE OR REPLACE FUNCTION public.ledger_reconciliation(lot text DEFAULT NULL::text)
 RETURNS TABLE(seed_lot_id text, organization_id uuid, owned numeric, ledger numeric, unit quantity_unit, balanced boolean)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with owned as (
    select o.seed_lot_id, o.owner_organization_id as organization_id, o.quantity_owned, o.unit_of_measure
    from public.lot_ownership o where lot is null or o.seed_lot_id = lot
  ),
  ledger as (
    select e.seed_lot_id, e.organization_id, sum(e.quantity_change) as total, min(e.unit::text) as unit,
      count(distinct e.unit) as units
    from public.lot_ledger_entries e where lot is null or e.seed_lot_id = lot
    group by e.seed_lot_id, e.organization_id
  )
  select coalesce(o.seed_lot_id, l.seed_lot_id), coalesce(o.organization_id, l.organization_id),
    coalesce(o.quantity_owned, 0), coalesce(l.total, 0), coalesce(o.unit_of_measure, l.unit::public.quantity_unit),
    coalesce(o.quantity_owned, 0) = coalesce(l.total, 0)
      and coalesce(l.units, 1) = 1 and (l.unit is null or o.unit_of_measure is null or l.unit = o.unit_of_measure::text)
  from owned o
  full join ledger l on l.seed_lot_id = o.seed_lot_id and l.organization_id = o.organization_id
  order by 1, 2
$function$;
comment on function public.ledger_reconciliation(lot text) is 'lot_ownership against the ledger for each (lot, organization): balanced when the owned quantity is the sum of its entries.';
revoke all on function public.ledger_reconciliation(lot text) from public, anon, authenticated, service_role;
grant execute on function public.ledger_reconciliation(lot text) to authenticated;
grant execute on function public.ledger_reconciliation(lot text) to service_role;
