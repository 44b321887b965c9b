CREATE OR REPLACE FUNCTION public.transaction_detail(manifest uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.manifests_json(array[m.id], o.id)
  from public.transaction_manifests m
  cross join (select private.current_organization_id() as id) o
  where m.id = manifest and o.id is not null and (m.from_org_id = o.id or m.to_org_id = o.id)
$function$;
revoke all on function public.transaction_detail(manifest uuid) from public, anon, authenticated, service_role;
grant execute on function public.transaction_detail(manifest uuid) to authenticated;
grant execute on function public.transaction_detail(manifest uuid) to service_role;
