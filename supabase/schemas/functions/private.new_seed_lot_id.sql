CREATE OR REPLACE FUNCTION private.new_seed_lot_id()
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- 7919 is prime to 10,000, so n -> n * 7919 mod 10,000 visits every 4-digit value once per
  -- 10,000 calls: ids of the same tenth of a second differ, and do not look sequential.
  select 'SL-' || pg_catalog.to_char(now() at time zone 'UTC', 'YYYYMMDD-HH24MISS')
    || pg_catalog.floor(extract(milliseconds from now()) / 100)::int % 10
    || '-' || pg_catalog.lpad(((pg_catalog.nextval('private.seed_lot_id_seq') * 7919) % 10000)::text, 4, '0')
$function$;
comment on function private.new_seed_lot_id() is 'a new seed lot id: SL-yyyymmdd-hhmmss, the tenth of a second, then 4 digits unique among 10,000 consecutive lots (spec 2 §3).';
revoke all on function private.new_seed_lot_id() from public, anon, authenticated, service_role;
grant execute on function private.new_seed_lot_id() to authenticated;
grant execute on function private.new_seed_lot_id() to service_role;
