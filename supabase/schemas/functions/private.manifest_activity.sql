CREATE OR REPLACE FUNCTION private.manifest_activity()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  manifest public.transaction_manifests := case when tg_op = 'INSERT' then new else old end;
  organization uuid;
begin
  for organization in
    select distinct o from unnest(array[manifest.from_org_id, manifest.to_org_id]) o where o is not null
  loop
    perform private.record_activity(
      organization,
      case when tg_op = 'INSERT' then 'manifest_created' else 'manifest_deleted' end,
      manifest.id,
      case manifest.manifest_type::text
        when 'SALE' then 'Sale' when 'TRANSFER' then 'Transfer' when 'ADJUSTMENT' then 'Adjustment'
        when 'INITIAL' then 'Opening stock' when 'unregistered' then 'Unregistered source procurement'
        when 'packaging' then 'Packaging' when 'production' then 'Harvest' when 'claim' then 'Origin claim'
        when 'production_draw' then 'Production lot'
        else manifest.manifest_type::text end,
      auth.uid(),
      'transactions',
      case when tg_op = 'INSERT' then 1 else -1 end::smallint
    );
  end loop;
  return null;
end;
$function$;
revoke all on function private.manifest_activity() from public, anon, authenticated, service_role;
grant execute on function private.manifest_activity() to public;
