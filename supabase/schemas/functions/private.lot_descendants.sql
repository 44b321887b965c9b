create or replace function private.lot_descendants(lot text, relations text[] default array['parent', 'source'])
  returns table (id text, depth integer, via text, relation text, purpose public.source_purpose)
  language sql
  stable
as $$
  -- plain SQL without a SET clause, every table and function named with its schema: the planner
  -- inlines the walk into the query that calls it (a security-definer caller reads the links with
  -- its owner's rights)
  with recursive down(id, depth, via, relation, purpose) as (
    select lot, 0, null::text, null::text, null::public.source_purpose
    union
    select e.child, down.depth + 1, down.id, e.relation, e.purpose
    from down
    cross join lateral (
      select e.child, e.relation, e.purpose from private.lot_links e
      where e.parent = down.id and e.relation = any (relations)
      offset 0 -- the links of each lot reached, found by their indexes
    ) e
    where down.depth < private.lot_graph_max_depth()
  )
  select down.id, down.depth, down.via, down.relation, down.purpose from down
$$;
comment on function private.lot_descendants(lot text, relations text[]) is 'the lot (depth 0) and every lot made from it over the links of the relations given (parent, source; both by default), up to private.lot_graph_max_depth() links away: one row per lot, link (via: the lot it was reached from; relation, purpose) and distance.';
revoke all on function private.lot_descendants(lot text, relations text[]) from public, anon, authenticated, service_role;
