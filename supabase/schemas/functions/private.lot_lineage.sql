CREATE OR REPLACE FUNCTION private.lot_lineage(lot text, organization uuid)
 RETURNS TABLE(id text, direction text, depth integer, via text, relation text, purpose source_purpose, lot_type lot_type, crop_name text, variety_name text, generation text, visible boolean, status lot_status, deleted_at timestamp with time zone, created_at timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
  with
  -- one row per lot and link that reached it (a packed lot reaches its parent by its parent link and
  -- by its source link: both are kept, one per chain), at the shortest distance (a diamond reaches a
  -- lot twice).
  edges as (
    select distinct on (direction, id, via, relation) * from (
      select 'self'::text as direction, 0 as depth, lot as id, null::text as via, null::text as relation,
        null::public.source_purpose as purpose
      union all
      select 'ancestor', u.depth, u.id, u.via, u.relation, u.purpose from private.lot_ancestors(lot) u where u.depth > 0
      union all
      select 'descendant', d.depth, d.id, d.via, d.relation, d.purpose from private.lot_descendants(lot) d where d.depth > 0
    ) all_edges
    order by direction, id, via, relation, depth
  )
  select ch.id, ch.direction, ch.depth, ch.via, ch.relation, ch.purpose, l.lot_type, c.name,
    coalesce(ov.display_name, v.name), l.generation, seen.visible,
    case when seen.visible then l.status end,
    case when seen.visible then l.deleted_at end,
    case when seen.visible then l.created_at end
  from edges ch
  join public.seed_lots l on l.id = ch.id
  join public.crops c on c.id = l.crop_id
  left join public.varieties v on v.id = l.variety_id
  left join public.organization_variety_data ov on ov.id = l.org_variety_id
  cross join lateral private.org_sees_lot(l.id, l.grower_organization_id, organization) seen
  order by ch.direction, ch.depth, ch.id
$function$;
comment on function private.lot_lineage(lot text, organization uuid) is 'every ancestor and descendant of a lot over parent and source links (private.lot_ancestors, private.lot_descendants), each with the link that reached it at its shortest distance, for the organization given (visible: private.org_sees_lot); for seed_lot_lineage only, which checks the caller first. Plain SQL, inlined into it; not security definer itself.';
revoke all on function private.lot_lineage(lot text, organization uuid) from public, anon, authenticated, service_role;
