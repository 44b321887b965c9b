CREATE OR REPLACE FUNCTION private.invitation_token_hash(token text)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8'))
$function$;
comment on function private.invitation_token_hash(token text) is 'how invitation tokens are stored and looked up: sha-256 of the token.';
revoke all on function private.invitation_token_hash(token text) from public, anon, authenticated, service_role;
grant execute on function private.invitation_token_hash(token text) to anon;
grant execute on function private.invitation_token_hash(token text) to authenticated;
grant execute on function private.invitation_token_hash(token text) to service_role;
