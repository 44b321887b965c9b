create or replace view private.lot_links as
  select l.id as child, l.parent_lot_id as parent, 'parent'::text as relation, null::public.source_purpose as purpose
  from public.seed_lots l
  where l.parent_lot_id is not null
  union all
  select s.seed_lot_id, s.source_lot_id, 'source'::text, s.purpose
  from public.source_lots s;
comment on view private.lot_links is 'the edges of the lot graph, one row per link: a lot (child) and the lot it came from (parent), by its parent link (relation parent: split, packed) or a source link (relation source, with its purpose); for private.lot_ancestors and private.lot_descendants.';
revoke all on table private.lot_links from public, anon, authenticated, service_role;
