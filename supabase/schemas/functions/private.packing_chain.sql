-- A lot and, while each is its parent's seed (private.carries_parent_test: packed from it, or split
-- off it by a transaction), the lots above it, nearest first: the lots whose tests are the lot's.
-- Plain SQL with every name schema-qualified and no SET clause, so the planner inlines it.
create or replace function private.packing_chain(lot text)
  returns table (lot_id text, depth integer)
  language sql
  stable
as $$
  with recursive chain as (
    select l.id, l.lot_type, l.received_by_item_id, l.parent_lot_id, 0 as depth
    from public.seed_lots l
    where l.id = packing_chain.lot
    union all
    select p.id, p.lot_type, p.received_by_item_id, p.parent_lot_id, c.depth + 1
    from chain c
    join public.seed_lots p on p.id = c.parent_lot_id
    where private.carries_parent_test(c.lot_type, c.received_by_item_id)
      and c.depth < private.lot_graph_max_depth()
  )
  select chain.id, chain.depth from chain
$$;
comment on function private.packing_chain(text) is
  'the lot and, while it is its parent''s seed (packed from it or split off it), the lots above it (nearest first): the lots whose tests are the lot''s.';
revoke all on function private.packing_chain(text) from public, anon;
grant execute on function private.packing_chain(text) to authenticated, service_role;
