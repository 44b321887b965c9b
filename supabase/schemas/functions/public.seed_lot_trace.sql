create or replace function public.seed_lot_trace(lot text)
  returns table (
    id text, direction text, depth integer, via text, relation text, purpose public.source_purpose,
    lot_type public.lot_type, crop_name text, variety_name text, generation text, visible boolean,
    status public.lot_status, created_at timestamptz, quantity numeric, quantity_unit public.quantity_unit,
    pack_size numeric, pack_unit public.quantity_unit, produced_or_received_kg numeric, owned_kg numeric,
    drawn_by_children_kg numeric, transferred_away_kg numeric, adjusted_kg numeric, balanced boolean
  )
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  -- the walk and what the caller sees of each lot are seed_lot_lineage's (nothing when the caller
  -- cannot see the lot itself); the quantities are read under the caller's row-level security, and
  -- the mass balance is lot_mass_balance's, per lot the caller sees
  return query
    select ln.id, ln.direction, ln.depth, ln.via, ln.relation, ln.purpose, ln.lot_type, ln.crop_name,
      ln.variety_name, ln.generation, ln.visible, ln.status, ln.created_at, s.quantity, s.quantity_unit,
      s.pack_size, s.pack_unit, b.produced_or_received_kg, b.owned_kg, b.drawn_by_children_kg,
      b.transferred_away_kg, b.adjusted_kg, b.balanced
    from public.seed_lot_lineage(lot) ln
    left join public.seed_lots s on s.id = ln.id and ln.visible
    left join lateral public.lot_mass_balance(ln.id) b on ln.visible
    order by case ln.direction when 'ancestor' then 0 when 'self' then 1 else 2 end, ln.depth, ln.id, ln.via, ln.relation;
  if not found then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
end;
$$;
comment on function public.seed_lot_trace(lot text) is 'what a lot''s trace report needs in one call: the lot, its ancestors and its descendants (public.seed_lot_lineage: the walk, each link that reached a lot, and what the caller sees), with, for the lots the caller sees, the quantity (under row-level security) and the mass balance (public.lot_mass_balance); of the others only what seed_lot_lineage reveals. Upstream first, then the lot, then downstream, each by depth; seed_lot_not_found for a lot the caller cannot see.';
revoke all on function public.seed_lot_trace(lot text) from public, anon, authenticated, service_role;
grant execute on function public.seed_lot_trace(lot text) to authenticated, service_role;
