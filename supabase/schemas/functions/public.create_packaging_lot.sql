CREATE OR REPLACE FUNCTION public.create_packaging_lot(parents jsonb, pack_size numeric, pack_unit quantity_unit, packages_count integer, packaging_date date, packaging_type container_type DEFAULT 'bag'::container_type, packaging_location text DEFAULT NULL::text, batch_number text DEFAULT NULL::text, notes text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_user_id, overall_notes, created_by
  ) values (
    'packaging', 'COMPLETED', caller.organization_id, caller.organization_id, caller.profile_id, caller.profile_id,
    'Packaging of seed lot ' || lot || ': ' || packages_count || ' × ' || pack_size || ' ' || pack_unit::text,
    caller.profile_id
  ) returning id into manifest;

  for parent in select * from pg_temp.packaging_parents order by lot_id loop
    if not exists (
      select 1 from public.seed_lots l where l.id = parent.lot_id and l.crop_id = first_parent.crop_id
    ) then
      raise exception using errcode = 'PT400', message = 'parent_lot_invalid';
    end if;
    perform private.draw_from_lot(parent.lot_id, caller.organization_id, parent.quantity, parent.unit,
      private.add_manifest_item(manifest, parent.lot_id, parent.quantity, parent.unit, 'Packed into ' || lot));
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
  values (lot, caller.organization_id, 0, 'packages');
  perform private.change_owned(private.add_manifest_item(manifest, lot, packages_count, 'packages', 'Packaging'),
    lot, caller.organization_id, packages_count, 'packages');
  insert into public.packaging_details (
    lot_id, packages_count, pack_size, pack_unit, packaging_type, packaging_date, packaging_location, batch_number, notes
  ) values (
    lot, packages_count, pack_size, pack_unit, packaging_type, packaging_date, nullif(btrim(packaging_location), ''),
    nullif(btrim(batch_number), ''), nullif(btrim(notes), '')
  );
  update public.seed_lots set status = 'active' where id = lot;
  return lot;
end;
$function$;
comment on function public.create_packaging_lot(parents jsonb, pack_size numeric, pack_unit quantity_unit, packages_count integer, packaging_date date, packaging_type container_type, packaging_location text, batch_number text, notes text) is 'packages lots in one transaction: the packaged lot and its packages, details, manifest, parent links, each parent drawn under a row lock.';
revoke all on function public.create_packaging_lot(parents jsonb, pack_size numeric, pack_unit quantity_unit, packages_count integer, packaging_date date, packaging_type container_type, packaging_location text, batch_number text, notes text) from public, anon, authenticated, service_role;
grant execute on function public.create_packaging_lot(parents jsonb, pack_size numeric, pack_unit quantity_unit, packages_count integer, packaging_date date, packaging_type container_type, packaging_location text, batch_number text, notes text) to authenticated;
grant execute on function public.create_packaging_lot(parents jsonb, pack_size numeric, pack_unit quantity_unit, packages_count integer, packaging_date date, packaging_type container_type, packaging_location text, batch_number text, notes text) to service_role;
