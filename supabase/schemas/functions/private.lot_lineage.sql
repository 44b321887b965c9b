CREATE OR REPLACE FUNCTION private.lot_lineage(lot text, organization uuid)
 RETURNS TABLE(id text, direction text, depth integer, via text, relation text, purpose source_purpose, lot_type lot_type, crop_name text, variety_name text, generation text, visible boolean, status lot_status, deleted_at timestamp with time zone, created_at timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
  with recursive
  up(id, depth, via, relation, purpose) as (
    select lot, 0, null::text, null::text, null::public.source_purpose
    union
    select e.ancestor, up.depth + 1, up.id, e.relation, e.purpose
    from up
    cross join lateral (
      select l.parent_lot_id as ancestor, 'parent'::text as relation, null::public.source_purpose as purpose
      from public.seed_lots l where l.id = up.id and l.parent_lot_id is not null
      union all
      select s.source_lot_id, 'source', s.purpose from public.source_lots s where s.seed_lot_id = up.id
    ) e
    where up.depth < 1000
  ),
  down(id, depth, via, relation, purpose) as (
    select lot, 0, null::text, null::text, null::public.source_purpose
    union
    select e.descendant, down.depth + 1, down.id, e.relation, e.purpose
    from down
    cross join lateral (
      select l.id as descendant, 'parent'::text as relation, null::public.source_purpose as purpose
      from public.seed_lots l where l.parent_lot_id = down.id
      union all
      select s.seed_lot_id, 'source', s.purpose from public.source_lots s where s.source_lot_id = down.id
    ) e
    where down.depth < 1000
  ),
  -- one row per lot and link that reached it (a packed lot reaches its parent by its parent link and
  -- by its source link: both are kept, one per chain), at the shortest distance (a diamond reaches a
  -- lot twice).
  edges as (
    select distinct on (direction, id, via, relation) * from (
      select 'self'::text as direction, 0 as depth, lot as id, null::text as via, null::text as relation,
        null::public.source_purpose as purpose
      union all
      select 'ancestor', u.depth, u.id, u.via, u.relation, u.purpose from up u where u.depth > 0
      union all
      select 'descendant', d.depth, d.id, d.via, d.relation, d.purpose from down d where d.depth > 0
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
  -- can_see_seed_lot(l.id), with the caller's organization given
  cross join lateral (
    select l.grower_organization_id = organization
      or exists (select 1 from public.lot_ownership o
                 where o.seed_lot_id = l.id and o.owner_organization_id = organization) as visible
  ) seen
  order by ch.direction, ch.depth, ch.id
$function$;
comment on function private.lot_lineage(lot text, organization uuid) is 'every ancestor and descendant of a lot over parent and source links, for the organization given (visible: it grows or owns part of the lot); for seed_lot_lineage and seed_lot_detail only, which check the caller first.';
revoke all on function private.lot_lineage(lot text, organization uuid) from public, anon, authenticated, service_role;
