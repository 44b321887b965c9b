-- lots made from lots, each one function and one transaction (issue 12):
--   create_production_lot   the wizard: lot (draft), ownership 0, source links, farm shares, and
--                           each source's owned quantity lowered under a row lock;
--   record_harvest          a harvest record, the yield added to the grower's ownership, a
--                           'production' manifest and item, draft → active on the first one;
--   create_packaging_lot    a packaged lot owning its packages, packaging details, a 'packaging'
--                           manifest, the parent links, and each parent's quantity lowered;
--   lot_mass_balance        for one lot or all: produced or received = owned + drawn by children
--                           + transferred away, in kilograms.
-- one unit rule everywhere: private.to_kilograms (libs/domain production-rules.ts MASS_UNIT_KG).

-- units -----------------------------------------------------------------------------------------------

create function private.to_kilograms(
  quantity numeric,
  unit public.quantity_unit,
  pack_size numeric default null,
  pack_unit public.quantity_unit default null
)
  returns numeric
  language sql
  immutable
  set search_path = ''
as $$
  -- packages convert through the pack (size × unit); null when a packages quantity has no pack.
  select case unit
    when 'packages' then
      case when pack_size is null or pack_unit is null or pack_unit = 'packages' then null
        else quantity * pack_size * private.to_kilograms(1, pack_unit) end
    when 'Kg' then quantity
    when 'g' then quantity * 0.001
    when 'Tons' then quantity * 1000
    when 'lbs' then quantity * 0.45359237
    when 'oz' then quantity * 0.028349523125
  end
$$;
comment on function private.to_kilograms(numeric, public.quantity_unit, numeric, public.quantity_unit) is
  'a quantity in kilograms: mass units by their factor, packages through the pack size and unit (null without one).';

-- a quantity in another unit (null when they do not convert)
create function private.convert_quantity(
  quantity numeric,
  from_unit public.quantity_unit,
  to_unit public.quantity_unit,
  pack_size numeric default null,
  pack_unit public.quantity_unit default null
)
  returns numeric
  language sql
  immutable
  set search_path = ''
as $$
  select case when from_unit = to_unit then quantity
    else round(private.to_kilograms(quantity, from_unit, pack_size, pack_unit)
               / nullif(private.to_kilograms(1, to_unit, pack_size, pack_unit), 0), 3) end
$$;
revoke execute on function private.to_kilograms(numeric, public.quantity_unit, numeric, public.quantity_unit),
  private.convert_quantity(numeric, public.quantity_unit, public.quantity_unit, numeric, public.quantity_unit)
  from public, anon;
grant execute on function private.to_kilograms(numeric, public.quantity_unit, numeric, public.quantity_unit),
  private.convert_quantity(numeric, public.quantity_unit, public.quantity_unit, numeric, public.quantity_unit)
  to authenticated, service_role;

-- acres per unit of a farm's area (farms.area_unit; libs/domain farms-rules convertArea)
create function private.acres_per(unit text)
  returns numeric
  language sql
  immutable
  set search_path = ''
as $$
  select case unit when 'hectares' then 2.47105381 when 'sq_ft' then 1 / 43560.0
    when 'sq_m' then 1 / 4046.8564224 else 1 end
$$;
revoke execute on function private.acres_per(text) from public, anon;
grant execute on function private.acres_per(text) to authenticated, service_role;

-- drawing from an owned lot -------------------------------------------------------------------------------

-- lowers what `organization` owns of `lot` by `quantity` `unit`, under a row lock, and returns the
-- quantity drawn in the ownership's unit; refuses with the spec's words when it would go below 0.
create function private.draw_from_lot(lot text, organization uuid, quantity numeric, unit public.quantity_unit)
  returns numeric
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  owned public.lot_ownership;
  source public.seed_lots;
  drawn numeric;
begin
  select * into source from public.seed_lots l where l.id = lot;
  select * into owned from public.lot_ownership o
  where o.seed_lot_id = lot and o.owner_organization_id = organization
  for update;
  if source.id is null or owned.id is null or source.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'source_lot_not_found', detail = lot;
  end if;
  drawn := private.convert_quantity(quantity, unit, owned.unit_of_measure, source.pack_size, source.pack_unit);
  if drawn is null then
    raise exception using errcode = 'PT400', message = 'unit_mismatch',
      detail = owned.unit_of_measure::text || '|' || unit::text;
  end if;
  if drawn > owned.quantity_owned then
    raise exception using errcode = 'PT409', message = 'quantity_exceeds_available',
      detail = trim(to_char(owned.quantity_owned, 'FM999999999990.999'), '.') || ' ' || owned.unit_of_measure::text;
  end if;
  update public.lot_ownership set quantity_owned = quantity_owned - drawn where id = owned.id;
  return drawn;
end;
$$;
revoke execute on function private.draw_from_lot(text, uuid, numeric, public.quantity_unit) from public, anon, authenticated;

-- the production wizard ------------------------------------------------------------------------------------

-- sources: [{"lot_id", "quantity", "unit", "purpose"}]; farms: [{"farm_id", "area_used"}] with the
-- area in the farm's own unit (shares come from the areas, so they always add up to 100).
create function public.create_production_lot(
  sources jsonb,
  farms jsonb,
  generation text,
  planting_date date default null,
  expected_harvest_date date default null,
  notes text default null
)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  lot text;
  source record;
  hybrid boolean;
  crop uuid;
  variety uuid;
  own_variety uuid;
  total_area numeric;
  farm record;
begin
  select * into caller from private.lot_manager();
  if jsonb_typeof(sources) <> 'array' or jsonb_array_length(sources) = 0 then
    raise exception using errcode = 'PT400', message = 'source_lots_required';
  end if;
  if jsonb_typeof(farms) <> 'array' or jsonb_array_length(farms) = 0 then
    raise exception using errcode = 'PT400', message = 'farm_contributions_required';
  end if;

  -- the sources, locked in id order (two wizards on the same lots never deadlock)
  create temporary table if not exists pg_temp.wizard_sources (
    lot_id text, quantity numeric, unit public.quantity_unit, purpose public.source_purpose,
    crop_id uuid, variety_id uuid, org_variety_id uuid, lot_type public.lot_type, status public.lot_status
  ) on commit drop;
  truncate pg_temp.wizard_sources;
  insert into pg_temp.wizard_sources
  select s.lot_id, s.quantity, s.unit, coalesce(s.purpose, 'source'), l.crop_id, l.variety_id, l.org_variety_id,
    l.lot_type, l.status
  from jsonb_to_recordset(sources) as s(lot_id text, quantity numeric, unit public.quantity_unit, purpose public.source_purpose)
  left join public.seed_lots l on l.id = s.lot_id
  order by s.lot_id;

  if exists (select 1 from pg_temp.wizard_sources where lot_id is null) then
    raise exception using errcode = 'PT400', message = 'source_lots_not_selected';
  end if;
  if exists (select 1 from pg_temp.wizard_sources where quantity is null or quantity <= 0 or unit is null) then
    raise exception using errcode = 'PT400', message = 'source_quantity_required';
  end if;
  if exists (select 1 from pg_temp.wizard_sources group by lot_id having count(*) > 1) then
    raise exception using errcode = 'PT400', message = 'source_lots_not_selected';
  end if;
  -- eligible: the organization's own, active raw production or unregistered sources
  if exists (
    select 1 from pg_temp.wizard_sources s
    where s.lot_type is null or s.lot_type not in ('raw_production', 'unregistered_source') or s.status <> 'active'
      or not exists (select 1 from public.lot_ownership o
                     where o.seed_lot_id = s.lot_id and o.owner_organization_id = caller.organization_id)
  ) then
    raise exception using errcode = 'PT404', message = 'source_lot_not_found';
  end if;

  hybrid := exists (select 1 from pg_temp.wizard_sources where purpose <> 'source');
  if hybrid then
    if not exists (select 1 from pg_temp.wizard_sources where purpose = 'male_parent') then
      raise exception using errcode = 'PT400', message = 'male_parent_required';
    end if;
    if not exists (select 1 from pg_temp.wizard_sources where purpose = 'female_parent') then
      raise exception using errcode = 'PT400', message = 'female_parent_required';
    end if;
    if exists (select 1 from pg_temp.wizard_sources where purpose = 'source')
       or (select count(*) from pg_temp.wizard_sources) <> 2 then
      raise exception using errcode = 'PT400', message = 'hybrid_needs_two_parents';
    end if;
    -- spec 2 §4: a hybrid takes its crop from the female parent, has no variety, and is F1.
    select s.crop_id into crop from pg_temp.wizard_sources s where s.purpose = 'female_parent';
    variety := null;
    own_variety := null;
    generation := 'F1';
  else
    if (select count(distinct s.crop_id) from pg_temp.wizard_sources s) > 1 then
      raise exception using errcode = 'PT400', message = 'sources_not_same_crop';
    end if;
    if (select count(distinct coalesce(s.variety_id::text, '') || '/' || coalesce(s.org_variety_id::text, ''))
        from pg_temp.wizard_sources s) > 1 then
      raise exception using errcode = 'PT400', message = 'sources_not_same_variety';
    end if;
    -- the crop and variety are the sources' (spec 2 §5: all of one crop and variety)
    select s.crop_id, s.variety_id, s.org_variety_id
      into crop, variety, own_variety
    from pg_temp.wizard_sources s limit 1;
  end if;
  if nullif(btrim(coalesce(generation, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'generation_required';
  end if;

  insert into public.seed_lots (
    lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity_unit, grower_organization_id,
    grower_id, notes, created_by, updated_by
  ) values (
    'raw_production', 'draft', btrim(generation), crop, variety, own_variety, 'Kg', caller.organization_id,
    caller.profile_id, nullif(btrim(notes), ''), caller.profile_id, caller.profile_id
  ) returning id into lot;
  insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
  values (lot, caller.organization_id, 0, 'Kg');

  for source in select * from pg_temp.wizard_sources order by lot_id loop
    perform private.draw_from_lot(source.lot_id, caller.organization_id, source.quantity, source.unit);
    insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit, purpose, generation_change)
    values (lot, source.lot_id, source.quantity, source.unit, source.purpose, true);
  end loop;

  -- the farms: the organization's, each once, area used from 0.1 up to the farm's area
  -- shares from the areas in one unit (acres), whatever unit each farm states its area in
  select sum(f.area_used * private.acres_per(fm.area_unit::text)) into total_area
  from jsonb_to_recordset(farms) as f(farm_id uuid, area_used numeric)
  left join public.farms fm on fm.id = f.farm_id;
  for farm in
    select f.farm_id, f.area_used, f.area_used * private.acres_per(fm.area_unit::text) as acres, fm.total_area,
      fm.organization_id
    from jsonb_to_recordset(farms) as f(farm_id uuid, area_used numeric)
    left join public.farms fm on fm.id = f.farm_id
  loop
    if farm.organization_id is distinct from caller.organization_id then
      raise exception using errcode = 'PT404', message = 'farm_not_found';
    end if;
    if farm.area_used is null or farm.area_used < 0.1
       or (farm.total_area is not null and farm.area_used > farm.total_area) then
      raise exception using errcode = 'PT400', message = 'farm_area_invalid';
    end if;
    insert into public.farm_seed_lots (
      lot_id, farm_id, contribution_percentage, area_used, planting_date, expected_harvest_date
    ) values (
      lot, farm.farm_id, round(farm.acres * 100 / total_area, 3), farm.area_used,
      create_production_lot.planting_date, create_production_lot.expected_harvest_date
    );
  end loop;
  return lot;
exception
  when unique_violation then
    raise exception using errcode = 'PT400', message = 'farm_added_twice';
end;
$$;
comment on function public.create_production_lot(jsonb, jsonb, text, date, date, text) is
  'the production wizard in one transaction: lot, ownership 0, source links (each source drawn under a row lock), farm shares.';

-- harvest (spec 3) --------------------------------------------------------------------------------------------

create function public.record_harvest(
  lot text,
  harvest_date date,
  actual_yield numeric,
  yield_unit public.quantity_unit default 'Kg',
  pack_size numeric default null,
  pack_unit public.quantity_unit default 'Kg',
  packaging_type public.container_type default 'bag',
  notes text default null
)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  found public.seed_lots;
  owned public.lot_ownership;
  added numeric;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  found := private.grown_lot_for_update(lot, caller.organization_id);
  if found.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  if found.lot_type <> 'raw_production' then
    raise exception using errcode = 'PT409', message = 'only_production_lots_harvested';
  end if;
  if found.status not in ('active', 'draft') then
    raise exception using errcode = 'PT409', message = 'harvest_status', detail = found.status::text;
  end if;
  if actual_yield is null or actual_yield <= 0 or yield_unit = 'packages' then
    raise exception using errcode = 'PT400', message = 'yield_invalid';
  end if;
  if harvest_date is null then
    raise exception using errcode = 'PT400', message = 'harvest_date_required';
  end if;

  insert into public.production_details (lot_id, actual_yield, yield_unit, harvest_date, notes, created_by)
  values (lot, actual_yield, yield_unit, harvest_date, nullif(btrim(notes), ''), caller.profile_id);

  select * into owned from public.lot_ownership o
  where o.seed_lot_id = lot and o.owner_organization_id = caller.organization_id for update;
  if owned.id is null then
    insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
    values (lot, caller.organization_id, 0, 'Kg') returning * into owned;
  end if;
  added := private.convert_quantity(actual_yield, yield_unit, owned.unit_of_measure);
  update public.lot_ownership set quantity_owned = quantity_owned + added where id = owned.id;

  update public.seed_lots set
    status = case when status = 'draft' then 'active'::public.lot_status else status end,
    pack_size = coalesce(record_harvest.pack_size, seed_lots.pack_size),
    pack_unit = coalesce(record_harvest.pack_unit, seed_lots.pack_unit),
    packaging_type = coalesce(record_harvest.packaging_type, seed_lots.packaging_type),
    updated_by = caller.profile_id
  where id = lot;
  update public.farm_seed_lots set harvest_date = coalesce(farm_seed_lots.harvest_date, record_harvest.harvest_date)
  where lot_id = lot;

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_user_id, overall_notes, created_by
  ) values (
    'production', 'COMPLETED', caller.organization_id, caller.organization_id, caller.profile_id, caller.profile_id,
    'Harvest of seed lot ' || lot || ': ' || actual_yield || ' ' || yield_unit::text, caller.profile_id
  ) returning id into manifest;
  insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit, item_notes)
  values (manifest, lot, actual_yield, yield_unit, 'Harvest');
end;
$$;
comment on function public.record_harvest(text, date, numeric, public.quantity_unit, numeric, public.quantity_unit, public.container_type, text) is
  'records a harvest in one transaction: the record, the yield added to the grower''s ownership, a production manifest, draft → active.';

-- packaging (spec 2) -------------------------------------------------------------------------------------------

-- parents: [{"lot_id", "quantity", "unit"}]; one parent may leave its quantity out (the packed
-- quantity, packages × pack size); several must add up to it.
create function public.create_packaging_lot(
  parents jsonb,
  pack_size numeric,
  pack_unit public.quantity_unit,
  packages_count integer,
  packaging_date date,
  packaging_type public.container_type default 'bag',
  packaging_location text default null,
  batch_number text default null,
  notes text default null
)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  lot text;
  parent record;
  first_parent public.seed_lots;
  packed_kg numeric;
  parents_kg numeric := 0;
  manifest uuid;
  count_parents integer;
begin
  select * into caller from private.lot_manager();
  if jsonb_typeof(parents) <> 'array' or jsonb_array_length(parents) = 0 then
    raise exception using errcode = 'PT400', message = 'parent_lots_required';
  end if;
  if pack_size is null or pack_size < 0.1 or pack_unit is null or pack_unit = 'packages' then
    raise exception using errcode = 'PT400', message = 'pack_size_invalid';
  end if;
  if packages_count is null or packages_count < 1 then
    raise exception using errcode = 'PT400', message = 'packages_invalid';
  end if;
  if packaging_date is null then
    raise exception using errcode = 'PT400', message = 'packaging_date_required';
  end if;
  packed_kg := private.to_kilograms(packages_count * pack_size, pack_unit);
  count_parents := jsonb_array_length(parents);

  create temporary table if not exists pg_temp.packaging_parents (
    lot_id text, quantity numeric, unit public.quantity_unit
  ) on commit drop;
  truncate pg_temp.packaging_parents;
  insert into pg_temp.packaging_parents
  select p.lot_id, coalesce(p.quantity, case when count_parents = 1 then packages_count * pack_size end),
    coalesce(p.unit, case when count_parents = 1 then pack_unit end)
  from jsonb_to_recordset(parents) as p(lot_id text, quantity numeric, unit public.quantity_unit)
  order by p.lot_id;
  if exists (select 1 from pg_temp.packaging_parents where lot_id is null)
     or exists (select 1 from pg_temp.packaging_parents group by lot_id having count(*) > 1) then
    raise exception using errcode = 'PT400', message = 'parent_lot_invalid';
  end if;
  if exists (select 1 from pg_temp.packaging_parents where quantity is null or quantity <= 0) then
    raise exception using errcode = 'PT400', message = 'parent_quantity_invalid';
  end if;
  if exists (select 1 from pg_temp.packaging_parents where unit is null) then
    raise exception using errcode = 'PT400', message = 'parent_unit_required';
  end if;

  select l.* into first_parent from pg_temp.packaging_parents p join public.seed_lots l on l.id = p.lot_id
  order by p.quantity desc, p.lot_id limit 1;
  if first_parent.id is null then
    raise exception using errcode = 'PT404', message = 'source_lot_not_found';
  end if;

  insert into public.seed_lots (
    lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity, quantity_unit, pack_size, pack_unit,
    packaging_type, grower_organization_id, grower_id, parent_lot_id, notes, created_by, updated_by
  ) values (
    'packaged_unit', 'draft', first_parent.generation, first_parent.crop_id, first_parent.variety_id,
    first_parent.org_variety_id, packages_count, 'packages', pack_size, pack_unit, packaging_type,
    caller.organization_id, caller.profile_id, first_parent.id, nullif(btrim(notes), ''), caller.profile_id,
    caller.profile_id
  ) returning id into lot;

  for parent in select * from pg_temp.packaging_parents order by lot_id loop
    if not exists (
      select 1 from public.seed_lots l where l.id = parent.lot_id and l.crop_id = first_parent.crop_id
    ) then
      raise exception using errcode = 'PT400', message = 'parent_lot_invalid';
    end if;
    perform private.draw_from_lot(parent.lot_id, caller.organization_id, parent.quantity, parent.unit);
    parents_kg := parents_kg + coalesce(private.to_kilograms(parent.quantity, parent.unit,
      (select l.pack_size from public.seed_lots l where l.id = parent.lot_id),
      (select l.pack_unit from public.seed_lots l where l.id = parent.lot_id)), 0);
    insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit, purpose, generation_change)
    values (lot, parent.lot_id, parent.quantity, parent.unit, 'source', false);
  end loop;
  -- mass balance: what the parents give is what the packages hold
  if abs(parents_kg - packed_kg) > 0.001 then
    raise exception using errcode = 'PT400', message = 'packaging_quantity_mismatch';
  end if;

  insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
  values (lot, caller.organization_id, packages_count, 'packages');
  insert into public.packaging_details (
    lot_id, packages_count, pack_size, pack_unit, packaging_type, packaging_date, packaging_location, batch_number, notes
  ) values (
    lot, packages_count, pack_size, pack_unit, packaging_type, packaging_date, nullif(btrim(packaging_location), ''),
    nullif(btrim(batch_number), ''), nullif(btrim(notes), '')
  );
  update public.seed_lots set status = 'active' where id = lot;
  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_user_id, overall_notes, created_by
  ) values (
    'packaging', 'COMPLETED', caller.organization_id, caller.organization_id, caller.profile_id, caller.profile_id,
    'Packaging of seed lot ' || lot || ': ' || packages_count || ' × ' || pack_size || ' ' || pack_unit::text,
    caller.profile_id
  ) returning id into manifest;
  insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit, item_notes)
  values (manifest, lot, packages_count, 'packages', 'Packaging');
  return lot;
end;
$$;
comment on function public.create_packaging_lot(jsonb, numeric, public.quantity_unit, integer, date, public.container_type, text, text, text) is
  'packages lots in one transaction: the packaged lot and its packages, details, manifest, parent links, each parent drawn under a row lock.';

-- mass balance ------------------------------------------------------------------------------------------------

-- for every lot (or one): what came in (harvests, the procured packages, the packed packages) and
-- where it is now (owned, drawn by the lots made from it, transferred away), in kilograms.
create function public.lot_mass_balance(lot text default null)
  returns table (
    seed_lot_id text,
    produced_or_received_kg numeric,
    owned_kg numeric,
    drawn_by_children_kg numeric,
    transferred_away_kg numeric,
    balanced boolean
  )
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with lots as (
    select l.* from public.seed_lots l where lot is null or l.id = lot
  ),
  balance as (
    select l.id,
      round(coalesce(case l.lot_type
        when 'raw_production' then
          (select sum(private.to_kilograms(p.actual_yield, p.yield_unit)) from public.production_details p where p.lot_id = l.id)
        when 'unregistered_source' then private.to_kilograms(l.quantity, l.quantity_unit, l.pack_size, l.pack_unit)
        when 'packaged_unit' then private.to_kilograms(l.quantity, l.quantity_unit, l.pack_size, l.pack_unit)
      end, 0), 3) as produced,
      round(coalesce((select sum(private.to_kilograms(o.quantity_owned, o.unit_of_measure, l.pack_size, l.pack_unit))
        from public.lot_ownership o where o.seed_lot_id = l.id), 0), 3) as owned,
      round(coalesce((select sum(private.to_kilograms(s.quantity, s.quantity_unit, l.pack_size, l.pack_unit))
        from public.source_lots s where s.source_lot_id = l.id), 0), 3) as drawn,
      0::numeric as away
    from lots l
  )
  select b.id, b.produced, b.owned, b.drawn, b.away, abs(b.produced - (b.owned + b.drawn + b.away)) <= 0.001
  from balance b
  order by b.id
$$;
comment on function public.lot_mass_balance(text) is
  'mass balance of the lots the caller sees (one, or all): produced or received = owned + drawn by children + transferred away, kg.';

revoke execute on function
  public.create_production_lot(jsonb, jsonb, text, date, date, text),
  public.record_harvest(text, date, numeric, public.quantity_unit, numeric, public.quantity_unit, public.container_type, text),
  public.create_packaging_lot(jsonb, numeric, public.quantity_unit, integer, date, public.container_type, text, text, text),
  public.lot_mass_balance(text)
  from public, anon;
grant execute on function
  public.create_production_lot(jsonb, jsonb, text, date, date, text),
  public.record_harvest(text, date, numeric, public.quantity_unit, numeric, public.quantity_unit, public.container_type, text),
  public.create_packaging_lot(jsonb, numeric, public.quantity_unit, integer, date, public.container_type, text, text, text),
  public.lot_mass_balance(text)
  to authenticated, service_role;
