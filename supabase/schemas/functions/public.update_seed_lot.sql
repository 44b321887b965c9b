CREATE OR REPLACE FUNCTION public.update_seed_lot(lot text, generation text, notes text DEFAULT NULL::text, planting_date date DEFAULT NULL::date, expected_harvest_date date DEFAULT NULL::date)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  found public.seed_lots;
begin
  select * into caller from private.lot_manager();
  found := private.grown_lot_for_update(lot, caller.organization_id);
  if found.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  if nullif(btrim(coalesce(generation, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'generation_required';
  end if;
  if planting_date is not null and expected_harvest_date is not null and expected_harvest_date < planting_date then
    raise exception using errcode = 'PT400', message = 'harvest_before_planting';
  end if;
  update public.seed_lots set generation = btrim(update_seed_lot.generation), notes = nullif(btrim(update_seed_lot.notes), ''),
    updated_by = caller.profile_id
  where id = lot;
  update public.farm_seed_lots set planting_date = update_seed_lot.planting_date,
    expected_harvest_date = update_seed_lot.expected_harvest_date
  where lot_id = lot;
end;
$function$;
comment on function public.update_seed_lot(lot text, generation text, notes text, planting_date date, expected_harvest_date date) is 'edits a lot''s generation, notes and its farms'' planting and expected harvest dates; the grower only.';
revoke all on function public.update_seed_lot(lot text, generation text, notes text, planting_date date, expected_harvest_date date) from public, anon, authenticated, service_role;
grant execute on function public.update_seed_lot(lot text, generation text, notes text, planting_date date, expected_harvest_date date) to authenticated;
grant execute on function public.update_seed_lot(lot text, generation text, notes text, planting_date date, expected_harvest_date date) to service_role;
