CREATE OR REPLACE FUNCTION private.lot_sale_places(lot text)
 RETURNS SETOF geography
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with recursive down(id, depth) as (
    select lot, 0
    union
    select e.child, down.depth + 1 from down cross join lateral (
      select l.id as child from public.seed_lots l where l.parent_lot_id = down.id
      union all
      select s.seed_lot_id from public.source_lots s where s.source_lot_id = down.id
    ) e
    where down.depth < 20
  ),
  up(id, depth) as (
    select lot, 0
    union
    select e.ancestor, up.depth + 1 from up cross join lateral (
      select l.parent_lot_id as ancestor from public.seed_lots l where l.id = up.id and l.parent_lot_id is not null
      union all
      select s.source_lot_id from public.source_lots s where s.seed_lot_id = up.id
    ) e
    where up.depth < 20
  ),
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
comment on function private.lot_sale_places(lot text) is 'where a lot was sold: the located farms of the organizations that received it or a lot made from it by sale or transfer; else the farms it was grown on.';
revoke all on function private.lot_sale_places(lot text) from public, anon, authenticated, service_role;
