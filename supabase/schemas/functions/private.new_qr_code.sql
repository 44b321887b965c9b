CREATE OR REPLACE FUNCTION private.new_qr_code()
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(
    pg_catalog.substr(pg_catalog.uuid_send(u.a), 1, 6) || pg_catalog.substr(pg_catalog.uuid_send(u.a), 11, 6)
      || pg_catalog.substr(pg_catalog.uuid_send(u.b), 1, 4), 'base64'), '+/', '-_'), '=')
  from (select gen_random_uuid() as a, gen_random_uuid() as b) u
$function$;
revoke all on function private.new_qr_code() from public, anon, authenticated, service_role;
