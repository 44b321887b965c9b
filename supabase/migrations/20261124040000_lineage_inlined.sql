-- The lineage query is written once, as an SQL function the planner inlines (issue 11 "Bench": the
-- lot detail with a 30-deep lineage against the spec's per-hop pattern).
--
-- seed_lot_detail called public.seed_lot_lineage, a plpgsql security-definer function: a call of its
-- own, which looked the caller's organization up again and checked the lot's visibility again, then
-- ran the recursive query as a separate statement. private.lot_lineage(lot, organization) is that
-- query (20261123080000_seed_lots_list_speed.sql, unchanged but for the organization it is given):
-- plain SQL, not security definer, no SET clause (every name schema-qualified), so the planner puts
-- it into the statement that uses it. seed_lot_detail, which has checked the lot and found the
-- organization, uses it directly (cold, as in the bench, ~0.15 ms less per detail);
-- public.seed_lot_lineage keeps its contract (its own visibility check, then the same query).
--
-- It reads lots of other organizations (the chain shows their id, crop, variety, generation and
-- type), so only the security-definer functions above may call it: nobody else may execute it.

create function private.lot_lineage(lot text, organization uuid)
  returns table (
    id text,
    direction text,
    depth integer,
    via text,
    relation text,
    purpose public.source_purpose,
    lot_type public.lot_type,
    crop_name text,
    variety_name text,
    generation text,
    visible boolean,
    status public.lot_status,
    deleted_at timestamptz,
    created_at timestamptz
  )
  language sql
  stable
as $$
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
$$;
comment on function private.lot_lineage(text, uuid) is
  'every ancestor and descendant of a lot over parent and source links, for the organization given (visible: it grows or owns part of the lot); for seed_lot_lineage and seed_lot_detail only, which check the caller first.';
revoke execute on function private.lot_lineage(text, uuid) from public, anon, authenticated, service_role;

create or replace function public.seed_lot_lineage(lot text)
  returns table (
    id text,
    direction text,
    depth integer,
    via text,
    relation text,
    purpose public.source_purpose,
    lot_type public.lot_type,
    crop_name text,
    variety_name text,
    generation text,
    visible boolean,
    status public.lot_status,
    deleted_at timestamptz,
    created_at timestamptz
  )
  language plpgsql
  stable
  security definer
  set search_path = ''
  set plan_cache_mode = force_generic_plan
as $$
declare
  organization uuid := private.current_organization_id();
begin
  -- nothing for a lot the caller cannot see (can_see_seed_lot)
  if organization is null or not exists (
    select 1 from public.seed_lots l
    where l.id = lot
      and (l.grower_organization_id = organization
           or exists (select 1 from public.lot_ownership o
                      where o.seed_lot_id = l.id and o.owner_organization_id = organization))
  ) then
    return;
  end if;
  return query select * from private.lot_lineage(lot, organization);
end;
$$;

create or replace function public.seed_lot_detail(lot text)
  returns json
  language plpgsql
  stable
  security definer
  set search_path = ''
  set plan_cache_mode = force_generic_plan
as $$
declare
  organization uuid := private.current_organization_id();
  -- null when the caller cannot see the lot: the one visibility check
  item json := public.seed_lot_list_items(array[lot]) -> 0;
  grower boolean := (item ->> 'is_grower')::boolean;
begin
  if organization is null or item is null then
    return null;
  end if;
  return (
    select json_build_object(
      'lot', item,
      'grower_organization_name', (select n.name from public.organization_names n where n.id = l.grower_organization_id),
      'owners',
        coalesce((select json_agg(json_build_object('organization_id', o.owner_organization_id,
            'organization_name', n.name, 'quantity_owned', o.quantity_owned, 'unit', o.unit_of_measure)
            order by o.quantity_owned desc, n.name)
          from public.lot_ownership o join public.organization_names n on n.id = o.owner_organization_id
          where o.seed_lot_id = l.id), '[]'::json),
      'farms',
        coalesce((select json_agg(json_build_object('farm_id', f.id, 'name', f.name, 'address', f.address,
            'total_area', f.total_area, 'area_unit', f.area_unit, 'contribution_percentage', fs.contribution_percentage,
            'area_used', fs.area_used, 'planting_date', fs.planting_date, 'expected_harvest_date', fs.expected_harvest_date,
            'harvest_date', fs.harvest_date) order by f.name)
          from public.farm_seed_lots fs join public.farms f on f.id = fs.farm_id and f.organization_id = organization
          where fs.lot_id = l.id), '[]'::json),
      'harvests',
        coalesce((select json_agg(json_build_object('id', p.id, 'actual_yield', p.actual_yield, 'yield_unit', p.yield_unit,
            'harvest_date', p.harvest_date, 'notes', p.notes) order by p.harvest_date desc, p.created_at desc)
          from public.production_details p where p.lot_id = l.id), '[]'::json),
      'packaging',
        (select json_build_object('packages_count', pk.packages_count, 'pack_size', pk.pack_size, 'pack_unit', pk.pack_unit,
            'packaging_type', pk.packaging_type, 'packaging_date', pk.packaging_date,
            'packaging_location', pk.packaging_location, 'batch_number', pk.batch_number, 'notes', pk.notes)
          from public.packaging_details pk where pk.lot_id = l.id),
      'manifests',
        coalesce((select json_agg(json_build_object('id', m.id, 'manifest_type', m.manifest_type, 'status', m.status,
            'from_org_name', fo.name, 'to_org_name', tor.name, 'transaction_date', private.api_time(m.transaction_date),
            'overall_notes', m.overall_notes,
            'items', coalesce((select json_agg(json_build_object('seed_lot_id', i.seed_lot_id, 'crop_name', ic.name,
                'variety_name', coalesce(iov.display_name, iv.name), 'quantity_transferred', i.quantity_transferred,
                'quantity_unit', i.quantity_unit, 'price_per_unit', i.price_per_unit, 'currency', i.currency,
                'item_notes', i.item_notes) order by i.created_at)
              from public.transaction_manifest_items i
              -- a lot split off for the caller names its crop and variety where the seller's lot is hidden
              left join public.seed_lots il on il.id = i.seed_lot_id
                and (il.grower_organization_id = organization
                     or exists (select 1 from public.lot_ownership o
                                where o.seed_lot_id = il.id and o.owner_organization_id = organization))
              left join public.seed_lots dl on dl.id = i.delivered_lot_id
                and (dl.grower_organization_id = organization
                     or exists (select 1 from public.lot_ownership o
                                where o.seed_lot_id = dl.id and o.owner_organization_id = organization))
              join public.crops ic on ic.id = coalesce(il.crop_id, dl.crop_id)
              left join public.varieties iv on iv.id = coalesce(il.variety_id, dl.variety_id)
              left join public.organization_variety_data iov on iov.id = coalesce(il.org_variety_id, dl.org_variety_id)
                and (iov.organization_id = organization or (iov.visibility = 'shared' and iov.is_active))
              where i.manifest_id = m.id), '[]'::json))
            order by m.transaction_date desc, m.id)
          from public.transaction_manifests m
          left join public.organization_names fo on fo.id = m.from_org_id
          left join public.organization_names tor on tor.id = m.to_org_id
          where (m.from_org_id = organization or m.to_org_id = organization)
            -- each way a manifest names the lot through its own index: an "in (…) or in (…)" cannot be a
            -- semi-join, and read every manifest the caller sees (~35 ms at 100,000 manifests)
            and m.id in (select i.manifest_id from public.transaction_manifest_items i where i.seed_lot_id = l.id
                         union
                         select i.manifest_id from public.transaction_manifest_items i where i.delivered_lot_id = l.id
                         union
                         select cc.manifest_id from public.lot_claim_codes cc where cc.seed_lot_id = l.id and grower)),
          '[]'::json),
      'lineage',
        coalesce((select json_agg(json_build_object('id', g.id, 'direction', g.direction, 'depth', g.depth, 'via', g.via,
            'relation', g.relation, 'purpose', g.purpose, 'lot_type', g.lot_type, 'crop_name', g.crop_name,
            'variety_name', g.variety_name, 'generation', g.generation, 'visible', g.visible, 'status', g.status,
            'deleted_at', private.api_time(g.deleted_at), 'created_at', private.api_time(g.created_at))
            order by g.direction, g.depth, g.id)
          from private.lot_lineage(l.id, organization) g), '[]'::json),
      'claim',
        case when grower and l.lot_type = 'unregistered_source' then json_build_object(
          'has_active_code', exists (select 1 from public.lot_claim_codes cc
                                     where cc.seed_lot_id = l.id and cc.revoked_at is null and cc.redeemed_at is null),
          'redeemed_at', private.api_time((select max(cc.redeemed_at) from public.lot_claim_codes cc where cc.seed_lot_id = l.id)),
          'origin_organization_name', (select n.name from public.organization_names n where n.id = l.origin_organization_id))
        end)
    from public.seed_lots l
    where l.id = lot
  );
end;
$$;
comment on function public.seed_lot_detail(text) is
  'the lot detail of one lot the caller sees (lot, grower, owners, farms, harvests, packaging, manifests, lineage, claim code state) as json; null otherwise (security definer: the policies'' rules restated, 20261124010000; timestamps as the API''s text, 20261124030000; lineage inlined, 20261124040000).';
