CREATE OR REPLACE FUNCTION public.create_unregistered_source(crop_id uuid, variety_id uuid, org_variety_id uuid, generation text, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, quantity numeric, notes text)
 RETURNS TABLE(lot_id text, claim_code text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  master uuid := variety_id;
  lot text;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  -- spec 2 §5: both crop and variety must exist; an organization variety must be the caller's
  -- organization's (or shared), active, and of the crop.
  if not exists (select 1 from public.crops c where c.id = create_unregistered_source.crop_id) then
    raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
  end if;
  if org_variety_id is not null then
    select v.master_variety_id into master from public.organization_variety_data v
    where v.id = org_variety_id and v.crop_id = create_unregistered_source.crop_id and v.is_active
      and (v.organization_id = caller.organization_id or v.visibility = 'shared');
    if not found then
      raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
    end if;
  elsif variety_id is null or not exists (
    select 1 from public.varieties v where v.id = variety_id and v.crop_id = create_unregistered_source.crop_id
  ) then
    raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
  end if;

  insert into public.seed_lots (
    lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity, quantity_unit,
    pack_size, pack_unit, packaging_type, grower_organization_id, grower_id, notes, created_by, updated_by
  ) values (
    'unregistered_source', 'draft', nullif(btrim(generation), ''), create_unregistered_source.crop_id, master,
    org_variety_id, quantity, 'packages', pack_size, pack_unit, coalesce(packaging_type, 'bag'),
    caller.organization_id, caller.profile_id, nullif(btrim(notes), ''), caller.profile_id, caller.profile_id
  ) returning id into lot;

  insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
  values (lot, caller.organization_id, 0, 'packages');

  update public.seed_lots set status = 'active' where id = lot;

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, to_user_id, transaction_date, overall_notes, created_by
  ) values (
    'unregistered', 'active', null, caller.organization_id, caller.profile_id, now(),
    'Unregistered source procurement of seed lot ' || lot, caller.profile_id
  ) returning id into manifest;

  perform private.change_owned(
    private.add_manifest_item(manifest, lot, quantity, 'packages', 'Unregistered source procurement'),
    lot, caller.organization_id, quantity, 'packages');

  return query select lot, private.issue_claim_code(lot, caller.profile_id);
end;
$function$;
comment on function public.create_unregistered_source(crop_id uuid, variety_id uuid, org_variety_id uuid, generation text, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, quantity numeric, notes text) is 'records an unregistered source in one transaction: lot, ownership, activation, manifest, item and a claim code (returned once, kept hashed).';
revoke all on function public.create_unregistered_source(crop_id uuid, variety_id uuid, org_variety_id uuid, generation text, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, quantity numeric, notes text) from public, anon, authenticated, service_role;
grant execute on function public.create_unregistered_source(crop_id uuid, variety_id uuid, org_variety_id uuid, generation text, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, quantity numeric, notes text) to authenticated;
grant execute on function public.create_unregistered_source(crop_id uuid, variety_id uuid, org_variety_id uuid, generation text, pack_size numeric, pack_unit quantity_unit, packaging_type container_type, quantity numeric, notes text) to service_role;
