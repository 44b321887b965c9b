CREATE OR REPLACE FUNCTION public.set_accept_transfers_manually(manual boolean)
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
    raise exception using errcode = 'PT403', message = 'transaction_settings_admin_only';
  end if;
  update public.organizations set accept_transfers_manually = coalesce(manual, false)
  where id = caller.organization_id;
end;
$function$;
revoke all on function public.set_accept_transfers_manually(manual boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_accept_transfers_manually(manual boolean) to authenticated;
grant execute on function public.set_accept_transfers_manually(manual boolean) to service_role;
