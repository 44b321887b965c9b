CREATE OR REPLACE FUNCTION public.lot_mass_balance(lot text DEFAULT NULL::text)
 RETURNS TABLE(seed_lot_id text, produced_or_received_kg numeric, owned_kg numeric, drawn_by_children_kg numeric, transferred_away_kg numeric, adjusted_kg numeric, balanced boolean)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with lots as (
    select l.* from public.seed_lots l where lot is null or l.id = lot
  ),
  -- the ledger of sales and transfers, adjustments and opening balances, per lot, in kg
  moves as (
    select e.seed_lot_id, m.manifest_type::text as kind,
      sum(private.to_kilograms(e.quantity_change, e.unit, l.pack_size, l.pack_unit)) as kg
    from public.lot_ledger_entries e
    join lots l on l.id = e.seed_lot_id
    join public.transaction_manifest_items i on i.id = e.manifest_item_id
    join public.transaction_manifests m on m.id = i.manifest_id
    -- the item's own lot: a split child's receipt is what it received, not a move of its own
    where m.manifest_type in ('SALE', 'TRANSFER', 'ADJUSTMENT', 'INITIAL') and e.seed_lot_id = i.seed_lot_id
    group by e.seed_lot_id, m.manifest_type
  ),
  balance as (
    select l.id,
      round(coalesce(case
        when l.received_by_item_id is not null then private.to_kilograms(l.quantity, l.quantity_unit, l.pack_size, l.pack_unit)
        when l.lot_type = 'raw_production' then
          (select sum(private.to_kilograms(p.actual_yield, p.yield_unit)) from public.production_details p where p.lot_id = l.id)
        else private.to_kilograms(l.quantity, l.quantity_unit, l.pack_size, l.pack_unit)
      end, 0) + coalesce((select mv.kg from moves mv where mv.seed_lot_id = l.id and mv.kind = 'INITIAL'), 0), 3)
        as produced,
      round(coalesce((select sum(private.to_kilograms(o.quantity_owned, o.unit_of_measure, l.pack_size, l.pack_unit))
        from public.lot_ownership o where o.seed_lot_id = l.id), 0), 3) as owned,
      round(coalesce((select sum(private.to_kilograms(s.quantity, s.quantity_unit, l.pack_size, l.pack_unit))
        from public.source_lots s where s.source_lot_id = l.id), 0), 3) as drawn,
      round(-coalesce((select sum(mv.kg) from moves mv where mv.seed_lot_id = l.id and mv.kind in ('SALE', 'TRANSFER')), 0), 3)
        as away,
      round(coalesce((select mv.kg from moves mv where mv.seed_lot_id = l.id and mv.kind = 'ADJUSTMENT'), 0), 3) as adjusted
    from lots l
  )
  select b.id, b.produced, b.owned, b.drawn, b.away, b.adjusted,
    abs(b.produced + b.adjusted - (b.owned + b.drawn + b.away)) <= 0.001
  from balance b
  order by b.id
$function$;
comment on function public.lot_mass_balance(lot text) is 'mass balance of the lots the caller sees (one, or all): produced or received + adjusted = owned + drawn by children + transferred away, kg.';
revoke all on function public.lot_mass_balance(lot text) from public, anon, authenticated, service_role;
grant execute on function public.lot_mass_balance(lot text) to authenticated;
grant execute on function public.lot_mass_balance(lot text) to service_role;
