CREATE OR REPLACE FUNCTION public.search_recipient_organizations(query text DEFAULT NULL::text)
 RETURNS TABLE(id uuid, name text, type organization_type)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select o.id, o.name, o.type
  from public.organizations o
  where auth.uid() is not null and o.status = 'active'
    and o.id is distinct from private.current_organization_id()
    and (nullif(btrim(coalesce(query, '')), '') is null
         or lower(o.name) like '%' || replace(replace(replace(lower(btrim(query)), '\', '\\'), '%', '\%'), '_', '\_') || '%')
  order by lower(o.name), o.id
  limit 20
$function$;
revoke all on function public.search_recipient_organizations(query text) from public, anon, authenticated, service_role;
grant execute on function public.search_recipient_organizations(query text) to authenticated;
grant execute on function public.search_recipient_organizations(query text) to service_role;
