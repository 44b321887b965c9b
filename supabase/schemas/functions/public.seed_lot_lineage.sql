CREATE OR REPLACE FUNCTION public.seed_lot_lineage(lot text)
 RETURNS TABLE(id text, direction text, depth integer, via text, relation text, purpose source_purpose, lot_type lot_type, crop_name text, variety_name text, generation text, visible boolean, status lot_status, deleted_at timestamp with time zone, created_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
declare
  organization uuid := (select p.organization_id from public.profiles p where p.auth_id = auth.uid());
begin
  -- nothing for a lot the caller cannot see
  if organization is null or not exists (
    select 1 from public.seed_lots l
    cross join lateral private.org_sees_lot(l.id, l.grower_organization_id, organization) seen
    where l.id = lot and seen.visible
  ) then
    return;
  end if;
  return query select * from private.lot_lineage(lot, organization);
end;
$function$;
comment on function public.seed_lot_lineage(lot text) is 'ancestors and descendants of a lot the caller sees (parent and source links, up to private.lot_graph_max_depth() links away) in one query (private.lot_lineage); nothing for a lot the caller cannot see. Security definer: a lineage crosses lots of other organizations, which it names with only id, crop, variety, generation and type.';
revoke all on function public.seed_lot_lineage(lot text) from public, anon, authenticated, service_role;
grant execute on function public.seed_lot_lineage(lot text) to authenticated;
grant execute on function public.seed_lot_lineage(lot text) to service_role;
