CREATE OR REPLACE FUNCTION public.current_account()
 RETURNS TABLE(id uuid, email text, phone text, email_confirmed boolean, phone_confirmed boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select u.id, u.email::text, u.phone::text, u.email_confirmed_at is not null, u.phone_confirmed_at is not null
    from auth.users u
   where u.id = auth.uid() and u.deleted_at is null
$function$;
comment on function public.current_account() is 'the caller''s own sign-in facts from auth.users.';
revoke all on function public.current_account() from public, anon, authenticated, service_role;
grant execute on function public.current_account() to authenticated;
grant execute on function public.current_account() to service_role;
