CREATE OR REPLACE FUNCTION private.check_packaging_date()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.check_packaging_date() from public, anon, authenticated, service_role;
grant execute on function private.check_packaging_date() to public;
