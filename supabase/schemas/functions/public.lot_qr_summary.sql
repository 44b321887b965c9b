CREATE OR REPLACE FUNCTION public.lot_qr_summary(lot text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  organization uuid := private.current_organization_id();
  found public.seed_lots;
begin
  select * into found from public.seed_lots l where l.id = lot;
  if organization is null or found.id is null or not exists (
    select 1 from private.org_sees_lot(lot, found.grower_organization_id, organization) seen where seen.visible
  ) then
    return null;
  end if;
  return jsonb_build_object(
    'lotId', found.id,
    'lotType', found.lot_type,
    'isGrower', found.grower_organization_id = organization,
    'packagesCount', (select d.packages_count from public.packaging_details d where d.lot_id = lot),
    'lotCode', (select jsonb_build_object('id', q.id, 'code', q.code, 'status', q.status, 'provider', q.provider,
                                          'createdAt', q.created_at)
                from public.qr_codes q where q.seed_lot_id = lot and q.kind = 'lot' and q.status = 'active'),
    -- while the lot has no active code: the one deactivated last, with why (the card says so)
    'lastDeactivatedLotCode', (select jsonb_build_object('id', q.id, 'code', q.code, 'provider', q.provider,
                                                         'createdAt', q.created_at, 'reason', q.deactivated_reason)
                from public.qr_codes q
                where q.seed_lot_id = lot and q.kind = 'lot' and q.status = 'deactivated'
                  and not exists (select 1 from public.qr_codes a
                                  where a.seed_lot_id = lot and a.kind = 'lot' and a.status = 'active')
                order by q.deactivated_at desc nulls last, q.created_at desc limit 1),
    'packetCodes', (select jsonb_build_object(
                      'total', count(*),
                      'active', count(*) filter (where q.status = 'active'),
                      'deactivated', count(*) filter (where q.status = 'deactivated'))
                    from public.qr_codes q where q.seed_lot_id = lot and q.kind = 'packet'),
    'scans', (select jsonb_build_object(
                'total', count(s.id),
                'devices', count(distinct s.device_hash),
                'lastAt', max(s.scanned_at),
                'afterRecall', count(s.id) filter (where r.recalled_at is not null and s.scanned_at >= r.recalled_at))
              from public.qr_codes q
              join public.qr_scans s on s.qr_code_id = q.id
              left join lateral (select min(x.recalled_at) as recalled_at from public.lot_recalls x
                                 where x.seed_lot_id = lot and x.lifted_at is null) r on true
              where q.seed_lot_id = lot),
    'recall', (select jsonb_build_object('kind', r.kind, 'reason', r.reason, 'at', r.recalled_at,
                                         'originLotId', r.origin_lot_id)
               from public.lot_recalls r where r.seed_lot_id = lot and r.lifted_at is null
               order by r.kind = 'recall' desc, r.recalled_at desc limit 1)
  );
end;
$function$;
comment on function public.lot_qr_summary(lot text) is 'a lot''s QR code, packet-code counts, scans and recall in force, for the lot detail (null when the caller does not see the lot, private.org_sees_lot). Security definer: the lot is checked once, then its codes, scans and recalls are read past their policies.';
revoke all on function public.lot_qr_summary(lot text) from public, anon, authenticated, service_role;
grant execute on function public.lot_qr_summary(lot text) to authenticated;
grant execute on function public.lot_qr_summary(lot text) to service_role;
