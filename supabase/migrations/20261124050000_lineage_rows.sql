-- The lot detail's lineage leaves as rows, and the detail's list row comes from an inlined query
-- (issue 11 "Bench": the lot detail with a 30-deep lineage against the spec's per-hop pattern).
--
-- Measured on the bench's lot (30 ancestors): building the lineage as nested JSON (json_build_object
-- per lot, json_agg) took about as long as walking it; PostgreSQL sends the same rows as a result
-- set for a fraction of that (~0.2 ms less per detail, hot). So:
--   * seed_lot_detail no longer answers `lineage`. The BFF reads public.seed_lot_lineage in the same
--     round trip (one more statement of the request's one query; it checks the caller itself) and
--     puts its rows in the answer.
--   * private.lot_list_rows(lots, organization) is the list row query of seed_lot_list_items, as plain
--     SQL the planner inlines (no SET clause): seed_lot_detail used to call seed_lot_list_items, a
--     second plpgsql security-definer call that looked the organization up again. Nobody may execute
--     it directly (it is given the organization); it is inlined only into the security-definer
--     functions below, whose search_path is empty, so its unqualified built-ins (to_char, round, …)
--     resolve to pg_catalog as they did in seed_lot_list_items.
--   * The three functions find the caller's organization with the query of
--     private.current_organization_id() written in place: that function is security definer SQL,
--     which PostgreSQL plans again in every statement that calls it; in plpgsql the query's plan is
--     kept.
-- The bodies are otherwise those of 20261124030000_lot_detail_api_shapes.sql (seed_lot_list_items'
-- row query) and 20261124040000_lineage_inlined.sql (seed_lot_lineage, seed_lot_detail).

create function private.lot_list_rows(lots text[], organization uuid)
  returns table (lot_position bigint, item json)
  language sql
  stable
as $$
  select k.position, row_to_json(item)
  from unnest(lots) with ordinality k(id, position)
  cross join lateral (
      select l.id, l.lot_type, l.status, l.generation, l.crop_id, c.name as crop_name,
        coalesce(ov.display_name, v.name) as variety_name,
        own.quantity_owned, coalesce(own.unit_of_measure, l.quantity_unit) as quantity_unit,
        l.pack_size, l.pack_unit, l.packaging_type,
        farms.location, coalesce(farms.farms_count, 0) as farms_count,
        to_char(farms.planting_date, 'YYYY-MM-DD') as planting_date, farms.area_planted_acres,
        harvests.yield_kg, to_char(harvests.harvest_date, 'YYYY-MM-DD') as harvest_date,
        pk.packages_count, to_char(pk.packaging_date, 'YYYY-MM-DD') as packaging_date,
        l.parent_lot_id, l.notes, l.grower_organization_id = organization as is_grower,
        private.api_time(l.created_at) as created_at, private.api_time(l.updated_at) as updated_at,
        private.api_time(l.deleted_at) as deleted_at
      from public.seed_lots l
      join public.crops c on c.id = l.crop_id
      left join public.varieties v on v.id = l.variety_id
      left join public.organization_variety_data ov on ov.id = l.org_variety_id
        and (ov.organization_id = organization or (ov.visibility = 'shared' and ov.is_active))
      left join public.lot_ownership own on own.seed_lot_id = l.id and own.owner_organization_id = organization
      left join public.packaging_details pk on pk.lot_id = l.id
      left join lateral (
        select (array_agg(f.name order by fs.planting_date nulls last, f.name))[1] as location,
          count(*)::int as farms_count, min(fs.planting_date) as planting_date,
          round(sum(f.total_area
                    * case f.area_unit when 'hectares' then 2.47105381 when 'sq_ft' then 1 / 43560.0
                        when 'sq_m' then 1 / 4046.8564224 else 1 end
                    * fs.contribution_percentage / 100)::numeric, 2) as area_planted_acres
        from public.farm_seed_lots fs join public.farms f on f.id = fs.farm_id and f.organization_id = organization
        where fs.lot_id = l.id
      ) farms on true
      left join lateral (
        select sum(p.actual_yield
                   * case p.yield_unit when 'g' then 0.001 when 'lbs' then 0.45359237 when 'oz' then 0.028349523125
                       when 'Tons' then 1000 else 1 end) as yield_kg,
          max(p.harvest_date) as harvest_date
        from public.production_details p where p.lot_id = l.id
      ) harvests on true
      where l.id = k.id
        and (l.grower_organization_id = organization
             or exists (select 1 from public.lot_ownership o
                        where o.seed_lot_id = l.id and o.owner_organization_id = organization))
      offset 0 -- one lot at a time, found by its key
  ) item
$$;
comment on function private.lot_list_rows(text[], uuid) is
  'the seed-lot list row of each lot given that the organization sees (grows or owns part of), with its position; for seed_lot_list_items and seed_lot_detail only, which find the caller''s organization first.';
revoke execute on function private.lot_list_rows(text[], uuid) from public, anon, authenticated, service_role;

create or replace function public.seed_lot_list_items(lots text[])
  returns json
  language plpgsql
  stable
  security definer
  set search_path = ''
  set plan_cache_mode = force_generic_plan
as $$
declare
  organization uuid := (select p.organization_id from public.profiles p where p.auth_id = auth.uid());
begin
  if organization is null then
    return '[]'::json;
  end if;
  return (
    select coalesce(json_agg(r.item order by r.lot_position), '[]'::json)
    from private.lot_list_rows(lots, organization) r
  );
end;
$$;
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
  organization uuid := (select p.organization_id from public.profiles p where p.auth_id = auth.uid());
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
  organization uuid := (select p.organization_id from public.profiles p where p.auth_id = auth.uid());
  -- null when the caller cannot see the lot: the one visibility check
  item json := (select r.item from private.lot_list_rows(array[lot], organization) r);
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
comment on function public.seed_lot_list_items(text[]) is
  'the seed-lot list rows of the lots given, in their order, as a json array; lots the caller cannot see are left out (security definer: the policies'' rules restated, 20261124010000; timestamps as the API''s text, 20261124030000; rows from private.lot_list_rows, 20261124050000).';
comment on function public.seed_lot_detail(text) is
  'the lot detail of one lot the caller sees (lot, grower, owners, farms, harvests, packaging, manifests, claim code state) as json; null otherwise (security definer: the policies'' rules restated, 20261124010000; timestamps as the API''s text, 20261124030000; the lineage is read with seed_lot_lineage, 20261124050000).';
