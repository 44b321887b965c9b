CREATE OR REPLACE FUNCTION private.gtin_is_valid(gtin text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(gtin ~ '^([0-9]{8}|[0-9]{12,14})$' and gtin !~ '^0+$' and (
    select (10 - pg_catalog.sum(pg_catalog.substr(p.padded, i, 1)::integer * case when i % 2 = 1 then 3 else 1 end) % 10) % 10
           = pg_catalog.substr(p.padded, 14, 1)::integer
    from (select pg_catalog.lpad(gtin, 14, '0') as padded) p
    cross join pg_catalog.generate_series(1, 13) i
    group by p.padded
  ), false)
$function$;
comment on function private.gtin_is_valid(gtin text) is 'whether text is a GTIN-8, -12, -13 or -14 with a valid GS1 check digit.';
revoke all on function private.gtin_is_valid(gtin text) from public, anon, authenticated, service_role;
grant execute on function private.gtin_is_valid(gtin text) to authenticated;
grant execute on function private.gtin_is_valid(gtin text) to service_role;
