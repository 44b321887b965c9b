-- The lot and every lot below it that is its seed (private.carries_parent_test: packed from it or
-- split off it, and so on down): the lots whose quality the lot's tests decide. Plain SQL, inlined.
create or replace function private.same_seed_descendants(lot text)
  returns table (lot_id text)
  language sql
  stable
as $$
  with recursive down as (
    select same_seed_descendants.lot as id, 0 as depth
    union
    select c.id, down.depth + 1
    from down
    join public.seed_lots c on c.parent_lot_id = down.id
    where private.carries_parent_test(c.lot_type, c.received_by_item_id)
      and down.depth < private.lot_graph_max_depth()
  )
  select down.id from down
$$;
comment on function private.same_seed_descendants(text) is
  'the lot and the lots below it that are its seed (packed or split off, transitively): those whose tests are the lot''s (the inverse of private.packing_chain).';
revoke all on function private.same_seed_descendants(text) from public, anon, authenticated, service_role;
