CREATE OR REPLACE FUNCTION public.set_organization_gtin(gtin text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  value text := nullif(pg_catalog.btrim(coalesce(set_organization_gtin.gtin, '')), '');
begin
  select * into caller from private.lot_manager();
  if not private.has_role('{admin}') then
    raise exception using errcode = 'PT403', message = 'verification_settings_admin_only';
  end if;
  if value is not null and not private.gtin_is_valid(value) then
    raise exception using errcode = 'PT400', message = 'gtin_invalid';
  end if;
  update public.organizations o set gtin = value where o.id = caller.organization_id;
end;
$function$;
comment on function public.set_organization_gtin(gtin text) is 'sets or clears the organization''s GTIN (admins only): its packet codes then print as GS1 Digital Links.';
revoke all on function public.set_organization_gtin(gtin text) from public, anon, authenticated, service_role;
grant execute on function public.set_organization_gtin(gtin text) to authenticated;
grant execute on function public.set_organization_gtin(gtin text) to service_role;
