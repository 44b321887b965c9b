CREATE OR REPLACE FUNCTION private.lot_sale_places(lot text)
 RETURNS SETOF geography
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with down as (select d.id from private.lot_descendants(lot) d),
  up as (select a.id from private.lot_ancestors(lot) a),
  buyers as (
    select distinct m.to_org_id as organization_id
    from (select distinct id from down) d
    join public.transaction_manifest_items i on i.seed_lot_id = d.id
    join public.transaction_manifests m on m.id = i.manifest_id
    where m.manifest_type in ('SALE', 'TRANSFER') and m.status in ('COMPLETED', 'CLAIMED_BY_RECIPIENT', 'PENDING')
      and m.to_org_id is not null
  ),
  sold as (
    select coalesce(f.location::extensions.geography, f.boundary::extensions.geography) as place
    from buyers join public.farms f on f.organization_id = buyers.organization_id
    where f.location is not null or f.boundary is not null
  )
  select place from sold
  union all
  select coalesce(f.location::extensions.geography, f.boundary::extensions.geography)
  from (select distinct id from up) u
  join public.farm_seed_lots fs on fs.lot_id = u.id
  join public.farms f on f.id = fs.farm_id
  where (f.location is not null or f.boundary is not null) and not exists (select 1 from sold)
$function$;
comment on function private.lot_sale_places(lot text) is 'where a lot was sold: the located farms of the organizations that received it or a lot made from it by sale or transfer; else the farms it was grown on (ancestors included). Security definer: the places come from other organizations'' manifests and farms; for private.scans_far_from_sale only.';
revoke all on function private.lot_sale_places(lot text) from public, anon, authenticated, service_role;
