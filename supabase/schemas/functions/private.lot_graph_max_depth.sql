create or replace function private.lot_graph_max_depth()
  returns integer
  language sql
  immutable
as $$
  -- a plain constant: the planner inlines it into the walks of private.lot_ancestors and private.lot_descendants
  select 1000
$$;
comment on function private.lot_graph_max_depth() is 'how many links private.lot_ancestors and private.lot_descendants follow at most from a lot: the one depth limit of every walk of the lot graph.';
revoke all on function private.lot_graph_max_depth() from public, anon, authenticated, service_role;
grant execute on function private.lot_graph_max_depth() to authenticated, service_role;
