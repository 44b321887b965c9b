CREATE OR REPLACE FUNCTION public.sync_verification_status()
 RETURNS profiles
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_profile public.profiles;
begin
  if auth.uid() is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;

  update public.profiles p
     set email_verified = u.email_confirmed_at is not null,
         phone_verified = u.phone_confirmed_at is not null
    from auth.users u
   where u.id = p.auth_id and p.auth_id = auth.uid()
  returning p.* into v_profile;
  if not found then
    raise exception using errcode = 'PT404', message = 'profile_not_found';
  end if;
  return v_profile;
end
$function$;
comment on function public.sync_verification_status() is 'copies e-mail and phone confirmation of auth.users into the caller''s profile.';
revoke all on function public.sync_verification_status() from public, anon, authenticated, service_role;
grant execute on function public.sync_verification_status() to authenticated;
grant execute on function public.sync_verification_status() to service_role;
