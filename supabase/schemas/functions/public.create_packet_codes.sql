CREATE OR REPLACE FUNCTION public.create_packet_codes(lot text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  found public.seed_lots;
  packets integer;
  made integer;
begin
  select * into caller from private.lot_manager();
  found := private.coded_lot_for_update(lot, caller.organization_id);
  select d.packages_count into packets from public.packaging_details d where d.lot_id = lot;
  if found.lot_type <> 'packaged_unit' or packets is null then
    raise exception using errcode = 'PT409', message = 'packet_codes_need_packaged_lot';
  end if;
  if packets > 100000 then
    raise exception using errcode = 'PT400', message = 'too_many_packet_codes', detail = packets::text;
  end if;
  insert into public.qr_codes (seed_lot_id, code, kind, serial, created_by)
  select lot, private.new_qr_code(), 'packet', s, caller.profile_id
  from pg_catalog.generate_series(1, packets) s
  where not exists (select 1 from public.qr_codes q where q.seed_lot_id = lot and q.serial = s);
  get diagnostics made = row_count;
  -- packets of certified seed carry the next tags of its certificate (issue 28)
  perform private.tag_packets(c.certificate_id) from private.lot_certification(lot) c
  where c.status = 'certified' and c.certificate_id is not null;
  return made;
end;
$function$;
comment on function public.create_packet_codes(lot text) is 'serialized packet codes 1..packages_count (at most 100,000) of a packaged lot that do not exist yet, in one statement; returns how many were made.';
revoke all on function public.create_packet_codes(lot text) from public, anon, authenticated, service_role;
grant execute on function public.create_packet_codes(lot text) to authenticated;
grant execute on function public.create_packet_codes(lot text) to service_role;
