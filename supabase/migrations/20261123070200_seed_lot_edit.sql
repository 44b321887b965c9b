-- editing a lot (issue 12 "Everywhere"): what the spec lets a grower change — generation, notes,
-- and its farms' planting and expected harvest dates — by the grower's admins and managers, with
-- the same checks as creation, in one function.

create function public.update_seed_lot(
  lot text,
  generation text,
  notes text default null,
  planting_date date default null,
  expected_harvest_date date default null
)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
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
$$;
comment on function public.update_seed_lot(text, text, text, date, date) is
  'edits a lot''s generation, notes and its farms'' planting and expected harvest dates; the grower only.';
revoke execute on function public.update_seed_lot(text, text, text, date, date) from public, anon;
grant execute on function public.update_seed_lot(text, text, text, date, date) to authenticated, service_role;
