CREATE OR REPLACE FUNCTION private.claim_code_hash(code text)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  -- what a person typed, whatever the case and separators, hashes like the printed code.
  select pg_catalog.sha256(pg_catalog.convert_to(
    pg_catalog.regexp_replace(pg_catalog.upper(coalesce(code, '')), '[^0-9A-F]', '', 'g'), 'UTF8'))
$function$;
revoke all on function private.claim_code_hash(code text) from public, anon, authenticated, service_role;
grant execute on function private.claim_code_hash(code text) to authenticated;
grant execute on function private.claim_code_hash(code text) to service_role;
