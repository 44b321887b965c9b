CREATE OR REPLACE FUNCTION private.check_harvest_date()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.check_harvest_date() from public, anon, authenticated, service_role;
grant execute on function private.check_harvest_date() to public;
