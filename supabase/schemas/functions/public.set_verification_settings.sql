CREATE OR REPLACE FUNCTION public.set_verification_settings(show_contact boolean, contact text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
begin
  select * into caller from private.lot_manager();
  if not private.has_role('{admin}') then
    raise exception using errcode = 'PT403', message = 'verification_settings_admin_only';
  end if;
  if coalesce(show_contact, false) and nullif(btrim(coalesce(contact, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'verification_contact_required';
  end if;
  update public.organizations set
    show_contact_on_verification = coalesce(show_contact, false),
    verification_contact = nullif(btrim(coalesce(contact, '')), '')
  where id = caller.organization_id;
end;
$function$;
comment on function public.set_verification_settings(show_contact boolean, contact text) is 'whether the verification page shows the organization''s name and contact (admins only); the contact is required to show it.';
revoke all on function public.set_verification_settings(show_contact boolean, contact text) from public, anon, authenticated, service_role;
grant execute on function public.set_verification_settings(show_contact boolean, contact text) to authenticated;
grant execute on function public.set_verification_settings(show_contact boolean, contact text) to service_role;
