-- A lot's dates agree with each other (issue 24), in the database as in the shared schema, so no
-- path (the API, a script, a later flow) can record a harvest before planting:
--   the expected harvest is not before planting (farm_seed_lots, a check);
--   a harvest is not before planting, nor after today in India (production_details);
--   planting is not moved after a harvest already recorded (farm_seed_lots);
--   packaging is not before the earliest harvest of a lot it is packed from (packaging_details).
-- Rows written before this migration are left as they are (not valid constraints are checked on
-- new and changed rows only); the triggers apply to what is written from now on.

alter table public.farm_seed_lots
  add constraint farm_seed_lots_harvest_after_planting
  check (expected_harvest_date is null or planting_date is null or expected_harvest_date >= planting_date) not valid;

-- "today" of the portal's users, who are in India (IST has no daylight saving)
create function private.today_in_india()
  returns date
  language sql
  stable
  set search_path = ''
as $$
  select (now() at time zone 'Asia/Kolkata')::date
$$;
revoke execute on function private.today_in_india() from public, anon;
grant execute on function private.today_in_india() to authenticated, service_role;

create function private.check_harvest_date()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.harvest_date > private.today_in_india() then
    raise exception using errcode = 'PT400', message = 'harvest_date_in_future';
  end if;
  if exists (
    select 1 from public.farm_seed_lots f where f.lot_id = new.lot_id and f.planting_date > new.harvest_date
  ) then
    raise exception using errcode = 'PT400', message = 'harvest_before_planting_date';
  end if;
  return new;
end;
$$;

create trigger production_details_harvest_date_agrees
  before insert or update of harvest_date on public.production_details
  for each row execute function private.check_harvest_date();

create function private.check_planting_date()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.planting_date is not null and exists (
    select 1 from public.production_details h where h.lot_id = new.lot_id and h.harvest_date < new.planting_date
  ) then
    raise exception using errcode = 'PT400', message = 'harvest_before_planting_date';
  end if;
  return new;
end;
$$;

create trigger farm_seed_lots_planting_date_agrees
  before insert or update of planting_date on public.farm_seed_lots
  for each row execute function private.check_planting_date();

create function private.check_packaging_date()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  -- the lot's parents are its source_lots rows (written before its packaging_details)
  if exists (
    select 1
    from public.source_lots s
    join lateral (select min(h.harvest_date) as first_harvest from public.production_details h
                  where h.lot_id = s.source_lot_id) parent on true
    where s.seed_lot_id = new.lot_id and parent.first_harvest > new.packaging_date
  ) then
    raise exception using errcode = 'PT400', message = 'packaging_before_harvest';
  end if;
  return new;
end;
$$;

create trigger packaging_details_packaging_date_agrees
  before insert or update of packaging_date on public.packaging_details
  for each row execute function private.check_packaging_date();
