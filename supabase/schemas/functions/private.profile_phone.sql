CREATE OR REPLACE FUNCTION private.profile_phone(phone text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  -- auth keeps phones without the +; profiles keep them in e.164 with it.
  select case
    when phone is null or btrim(phone) = '' then null
    when ('+' || ltrim(btrim(phone), '+')) ~ '^\+[0-9]{6,15}$' then '+' || ltrim(btrim(phone), '+')
    else null
  end
$function$;
comment on function private.profile_phone(phone text) is 'an auth.users phone as a profile stores it (+ and digits), null when it is not one.';
revoke all on function private.profile_phone(phone text) from public, anon, authenticated, service_role;
