CREATE OR REPLACE FUNCTION private.check_planting_date()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.planting_date is not null and exists (
    select 1 from public.production_details h where h.lot_id = new.lot_id and h.harvest_date < new.planting_date
  ) then
    raise exception using errcode = 'PT400', message = 'harvest_before_planting_date';
  end if;
  return new;
end;
$function$;
revoke all on function private.check_planting_date() from public, anon, authenticated, service_role;
grant execute on function private.check_planting_date() to public;
