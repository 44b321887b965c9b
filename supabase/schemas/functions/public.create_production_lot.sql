CREATE OR REPLACE FUNCTION public.create_production_lot(sources jsonb, farms jsonb, generation text, planting_date date DEFAULT NULL::date, expected_harvest_date date DEFAULT NULL::date, notes text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  manifest uuid;
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

  -- what the sources gave, on the ledger: one 'production_draw' manifest, an item per source
  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_user_id, overall_notes, created_by
  ) values (
    'production_draw', 'COMPLETED', caller.organization_id, caller.organization_id, caller.profile_id,
    caller.profile_id, 'Sources drawn for production lot ' || lot, caller.profile_id
  ) returning id into manifest;
  for source in select * from pg_temp.wizard_sources order by lot_id loop
    perform private.draw_from_lot(source.lot_id, caller.organization_id, source.quantity, source.unit,
      private.add_manifest_item(manifest, source.lot_id, source.quantity, source.unit,
        'Drawn for production lot ' || lot));
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
$function$;
comment on function public.create_production_lot(sources jsonb, farms jsonb, generation text, planting_date date, expected_harvest_date date, notes text) is 'the production wizard in one transaction: lot, ownership 0, source links (each source drawn under a row lock), farm shares.';
revoke all on function public.create_production_lot(sources jsonb, farms jsonb, generation text, planting_date date, expected_harvest_date date, notes text) from public, anon, authenticated, service_role;
grant execute on function public.create_production_lot(sources jsonb, farms jsonb, generation text, planting_date date, expected_harvest_date date, notes text) to authenticated;
grant execute on function public.create_production_lot(sources jsonb, farms jsonb, generation text, planting_date date, expected_harvest_date date, notes text) to service_role;
