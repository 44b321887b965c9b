CREATE OR REPLACE FUNCTION public.organization_scan_report(many_devices integer DEFAULT 3, max_lots integer DEFAULT 200, far_km numeric DEFAULT 300)
 RETURNS TABLE(seed_lot_id text, crop text, variety text, scans bigint, devices bigint, last_scan_at timestamp with time zone, packet_codes_many_devices bigint, scans_after_recall bigint, recall_kind text, scans_far_from_sale bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  organization uuid := private.current_organization_id();
begin
  if organization is null then
    return;
  end if;
  return query
  with lots as (
    select l.id, l.crop_id, l.variety_id, l.org_variety_id from public.seed_lots l
    where l.grower_organization_id = organization
    union
    select l.id, l.crop_id, l.variety_id, l.org_variety_id from public.lot_ownership o
    join public.seed_lots l on l.id = o.seed_lot_id where o.owner_organization_id = organization
  ),
  per_code as (
    -- a packet checked by the company's or its dealers' staff (marked by the page's staff check) is
    -- no sign of a copied label: only customers' phones count towards "many devices"
    select q.seed_lot_id, q.id, q.kind, count(*) as scans,
      count(distinct s.device_hash) filter (where s.staff_organization_id is null) as devices,
      max(s.scanned_at) as last_at,
      count(*) filter (where exists (select 1 from public.lot_recalls r where r.seed_lot_id = q.seed_lot_id
                                      and r.lifted_at is null and s.scanned_at >= r.recalled_at)) as after_recall,
      count(*) filter (where s.latitude is not null) as located
    from lots
    join public.qr_codes q on q.seed_lot_id = lots.id
    join public.qr_scans s on s.qr_code_id = q.id
    group by q.seed_lot_id, q.id, q.kind
  ),
  per_lot as (
    select pc.seed_lot_id, sum(pc.scans)::bigint as scans, max(pc.last_at) as last_at,
      count(*) filter (where pc.kind = 'packet' and pc.devices >= many_devices) as many,
      sum(pc.after_recall)::bigint as after_recall, sum(pc.located) as located
    from per_code pc
    group by pc.seed_lot_id
    order by sum(pc.scans) desc, pc.seed_lot_id
    limit greatest(1, least(coalesce(max_lots, 200), 1000))
  )
  select pl.seed_lot_id, c.name, coalesce(ov.display_name, v.name),
    pl.scans, (select count(distinct s.device_hash) from public.qr_codes q
               join public.qr_scans s on s.qr_code_id = q.id where q.seed_lot_id = pl.seed_lot_id),
    pl.last_at, pl.many, pl.after_recall,
    (select r.kind from public.lot_recalls r where r.seed_lot_id = pl.seed_lot_id and r.lifted_at is null
     order by r.kind = 'recall' desc limit 1),
    -- only the listed lots with located scans look up where they were sold
    case when pl.located > 0 then private.scans_far_from_sale(pl.seed_lot_id, far_km) else 0 end
  from per_lot pl
  join lots on lots.id = pl.seed_lot_id
  join public.crops c on c.id = lots.crop_id
  left join public.varieties v on v.id = lots.variety_id
  left join public.organization_variety_data ov on ov.id = lots.org_variety_id
  order by pl.scans desc, pl.seed_lot_id;
end;
$function$;
comment on function public.organization_scan_report(many_devices integer, max_lots integer, far_km numeric) is 'the Scans view: scan counts per lot of the organization and the counterfeit signals (packet codes from many devices, scans after a recall, scans far from where the lot was sold).';
revoke all on function public.organization_scan_report(many_devices integer, max_lots integer, far_km numeric) from public, anon, authenticated, service_role;
grant execute on function public.organization_scan_report(many_devices integer, max_lots integer, far_km numeric) to authenticated;
grant execute on function public.organization_scan_report(many_devices integer, max_lots integer, far_km numeric) to service_role;
