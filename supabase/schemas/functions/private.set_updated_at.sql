CREATE OR REPLACE FUNCTION private.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$function$;
comment on function private.set_updated_at() is 'keeps updated_at current on every update, whoever writes the row.';
revoke all on function private.set_updated_at() from public, anon, authenticated, service_role;
grant execute on function private.set_updated_at() to public;
