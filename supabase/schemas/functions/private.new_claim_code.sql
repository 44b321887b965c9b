CREATE OR REPLACE FUNCTION private.new_claim_code()
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  -- bytes 1-6 and 11-16 of a version-4 uuid are all random (version and variant bits sit between).
  select pg_catalog.regexp_replace(
    pg_catalog.upper(pg_catalog.encode(
      pg_catalog.substr(pg_catalog.uuid_send(gen_random_uuid()), 1, 6)
        || pg_catalog.substr(pg_catalog.uuid_send(gen_random_uuid()), 11, 6), 'hex')),
    '(.{4})(?!$)', '\1-', 'g')
$function$;
revoke all on function private.new_claim_code() from public, anon, authenticated, service_role;
