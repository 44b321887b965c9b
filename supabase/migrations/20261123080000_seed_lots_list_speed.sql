-- the seed-lot overview list and the lot detail at scale (issue 11 "Bench": 100,000 lots, a lineage
-- 30 deep). Measured as role authenticated with the BFF's request settings, what their time went
-- to, and what replaces it. Who sees what is unchanged (supabase/tests/seed-lots-rls.test.ts):
--   * the policies of lot_ownership, source_lots, farm_seed_lots, production_details and
--     packaging_details called private.can_see_seed_lot() (plpgsql, ~20 µs) once per row read. A
--     row about a lot now reads through the lot's own policy: an exists on seed_lots, one index
--     probe planned with the statement;
--   * seed_lots' policy read lot_ownership under lot_ownership's policy (can_see_seed_lot again);
--     it now reads the organization's ownership through private.owned_seed_lots, a view that reads
--     lot_ownership as its owner, so the two policies do not read each other;
--   * seed_lot_lineage was a sql function: a set-returning security definer function is never
--     inlined, so its recursive query was planned again on every call (~2 ms), and it called
--     can_see_seed_lot once per lot of the lineage. As plpgsql its query is planned once per
--     connection, and the caller's organization is looked up once;
--   * a list row (crop and variety names, what the organization owns, farms, harvests,
--     packaging: six tables under their policies) was part of the lists' statements, which
--     PostgreSQL plans afresh for each of their first five runs on a connection (~2 ms each). It is
--     seed_lot_list_items(), whose one statement is planned once per connection;
--   * private.current_organization_id() was a sql function, which is planned again in every
--     statement that calls it (every policy's `(select private.current_organization_id())`); as
--     plpgsql its statement is planned once per connection.

-- the caller's organization ------------------------------------------------------------------------

-- the same answer as 20261122030000_accounts_organizations.sql's.
create or replace function private.current_organization_id()
  returns uuid
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  return (select p.organization_id from public.profiles p where p.auth_id = auth.uid());
end;
$$;

-- who sees a lot ------------------------------------------------------------------------------------

-- the lots the caller's organization owns some of. A view reads lot_ownership as its owner, past
-- lot_ownership's policy; security_barrier: its filter runs before anything a caller adds, so read
-- directly it shows a caller only their own organization's ownership, which lot_ownership's policy
-- shows them anyway.
create view private.owned_seed_lots with (security_barrier = true) as
  select o.seed_lot_id from public.lot_ownership o
  where o.owner_organization_id = (select private.current_organization_id());
comment on view private.owned_seed_lots is
  'ids of the lots the caller''s organization owns some of: for the seed_lots policy.';
revoke all on private.owned_seed_lots from public, anon, authenticated;
grant select on private.owned_seed_lots to authenticated, service_role;

-- can_see_seed_lot(id), inlined: the organization grows the lot or owns some of it.
drop policy "members read the lots their organization grows or owns" on public.seed_lots;
create policy "members read the lots their organization grows or owns"
  on public.seed_lots for select to authenticated
  using (
    grower_organization_id = (select private.current_organization_id())
    or exists (select 1 from private.owned_seed_lots o where o.seed_lot_id = seed_lots.id)
  );

-- a row about a lot is visible when the lot is (seed_lots' policy above); the organization's own
-- ownership rows are visible without asking.
drop policy "members read the ownership of lots they see" on public.lot_ownership;
create policy "members read the ownership of lots they see"
  on public.lot_ownership for select to authenticated
  using (
    owner_organization_id = (select private.current_organization_id())
    or exists (select 1 from public.seed_lots l where l.id = seed_lot_id)
  );

drop policy "members read the source links of lots they see" on public.source_lots;
create policy "members read the source links of lots they see"
  on public.source_lots for select to authenticated
  using (
    exists (select 1 from public.seed_lots l where l.id = seed_lot_id)
    or exists (select 1 from public.seed_lots l where l.id = source_lot_id)
  );

drop policy "members read the farms of lots they see" on public.farm_seed_lots;
create policy "members read the farms of lots they see"
  on public.farm_seed_lots for select to authenticated
  using (exists (select 1 from public.seed_lots l where l.id = lot_id));

drop policy "members read the harvests of lots they see" on public.production_details;
create policy "members read the harvests of lots they see"
  on public.production_details for select to authenticated
  using (exists (select 1 from public.seed_lots l where l.id = lot_id));

drop policy "members read the packaging of lots they see" on public.packaging_details;
create policy "members read the packaging of lots they see"
  on public.packaging_details for select to authenticated
  using (exists (select 1 from public.seed_lots l where l.id = lot_id));

-- lineage ------------------------------------------------------------------------------------------

-- the same answer as 20261123060100_seed_lots_functions.sql's; in the query, a name is the column,
-- not the output parameter of the same name.
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
as $$
#variable_conflict use_column
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
  return query
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
  -- can_see_seed_lot(l.id), with the organization looked up once above
  cross join lateral (
    select l.grower_organization_id = organization
      or exists (select 1 from public.lot_ownership o
                 where o.seed_lot_id = l.id and o.owner_organization_id = organization) as visible
  ) seen
  order by ch.direction, ch.depth, ch.id;
end;
$$;

-- list rows -----------------------------------------------------------------------------------------

-- the rows of the seed-lot lists (spec 2 §7) for the lots given, in their order: the lot, its crop
-- and variety names, what the caller's organization owns of it, its farms (the organization's own;
-- the area planted in acres), harvests (in kilograms) and packaging. Lots the caller cannot see are
-- left out (security invoker: every table reads under its policy). A generic plan from the first
-- call: every lot is found by its key, whatever the ids.
create function public.seed_lot_list_items(lots text[])
  returns json
  language plpgsql
  stable
  set search_path = ''
  set plan_cache_mode = force_generic_plan
as $$
declare
  organization uuid := private.current_organization_id();
begin
  return (
    select coalesce(json_agg(row_to_json(item) order by k.position), '[]'::json)
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
        l.created_at, l.updated_at, l.deleted_at
      from public.seed_lots l
      join public.crops c on c.id = l.crop_id
      left join public.varieties v on v.id = l.variety_id
      left join public.organization_variety_data ov on ov.id = l.org_variety_id
      left join public.lot_ownership own on own.seed_lot_id = l.id and own.owner_organization_id = organization
      left join public.packaging_details pk on pk.lot_id = l.id
      left join lateral (
        select (array_agg(f.name order by fs.planting_date nulls last, f.name))[1] as location,
          count(*)::int as farms_count, min(fs.planting_date) as planting_date,
          round(sum(f.total_area
                    * case f.area_unit when 'hectares' then 2.47105381 when 'sq_ft' then 1 / 43560.0
                        when 'sq_m' then 1 / 4046.8564224 else 1 end
                    * fs.contribution_percentage / 100)::numeric, 2) as area_planted_acres
        from public.farm_seed_lots fs join public.farms f on f.id = fs.farm_id
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
      offset 0 -- one lot at a time, found by its key
    ) item
  );
end;
$$;
comment on function public.seed_lot_list_items(text[]) is
  'the seed-lot list rows of the lots given, in their order, as a json array; lots the caller cannot see are left out.';
revoke execute on function public.seed_lot_list_items(text[]) from public, anon;
grant execute on function public.seed_lot_list_items(text[]) to authenticated, service_role;
