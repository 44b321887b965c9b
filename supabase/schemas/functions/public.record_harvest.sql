CREATE OR REPLACE FUNCTION public.record_harvest(lot text, harvest_date date, actual_yield numeric, yield_unit quantity_unit DEFAULT 'Kg'::quantity_unit, pack_size numeric DEFAULT NULL::numeric, pack_unit quantity_unit DEFAULT 'Kg'::quantity_unit, packaging_type container_type DEFAULT 'bag'::container_type, notes text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  found public.seed_lots;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  found := private.grown_lot_for_update(lot, caller.organization_id);
  if found.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  -- a lot split off by a sale was harvested by its seller: its quantity is what it received
  if found.lot_type <> 'raw_production' or found.received_by_item_id is not null then
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

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_user_id, overall_notes, created_by
  ) values (
    'production', 'COMPLETED', caller.organization_id, caller.organization_id, caller.profile_id, caller.profile_id,
    'Harvest of seed lot ' || lot || ': ' || actual_yield || ' ' || yield_unit::text, caller.profile_id
  ) returning id into manifest;
  -- the yield is added to the grower's ownership (made in Kg if the lot has none yet)
  if not exists (select 1 from public.lot_ownership o
                 where o.seed_lot_id = lot and o.owner_organization_id = caller.organization_id) then
    insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
    values (lot, caller.organization_id, 0, 'Kg');
  end if;
  perform private.change_owned(private.add_manifest_item(manifest, lot, actual_yield, yield_unit, 'Harvest'),
    lot, caller.organization_id, actual_yield, yield_unit);

  update public.seed_lots set
    status = case when status = 'draft' then 'active'::public.lot_status else status end,
    pack_size = coalesce(record_harvest.pack_size, seed_lots.pack_size),
    pack_unit = coalesce(record_harvest.pack_unit, seed_lots.pack_unit),
    packaging_type = coalesce(record_harvest.packaging_type, seed_lots.packaging_type),
    updated_by = caller.profile_id
  where id = lot;
  update public.farm_seed_lots set harvest_date = coalesce(farm_seed_lots.harvest_date, record_harvest.harvest_date)
  where lot_id = lot;
end;
$function$;
comment on function public.record_harvest(lot text, harvest_date date, actual_yield numeric, yield_unit quantity_unit, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, notes text) is 'records a harvest in one transaction: the record, the yield added to the grower''s ownership, a production manifest, draft → active.';
revoke all on function public.record_harvest(lot text, harvest_date date, actual_yield numeric, yield_unit quantity_unit, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, notes text) from public, anon, authenticated, service_role;
grant execute on function public.record_harvest(lot text, harvest_date date, actual_yield numeric, yield_unit quantity_unit, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, notes text) to authenticated;
grant execute on function public.record_harvest(lot text, harvest_date date, actual_yield numeric, yield_unit quantity_unit, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, notes text) to service_role;
