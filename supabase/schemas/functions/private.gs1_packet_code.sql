CREATE OR REPLACE FUNCTION private.gs1_packet_code(gtin text, batch text, serial text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select q.code
  from public.qr_codes q
  where q.seed_lot_id = private.lot_of_gs1_batch(left(gs1_packet_code.batch, 40))
    and q.serial = case when gs1_packet_code.serial ~ '^[1-9][0-9]{0,8}$' then gs1_packet_code.serial::integer end
    and q.kind = 'packet'
    and exists (
      select 1 from public.organizations o
      where pg_catalog.lpad(o.gtin, 14, '0') = case when gs1_packet_code.gtin ~ '^([0-9]{8}|[0-9]{12,14})$'
                                                    then pg_catalog.lpad(gs1_packet_code.gtin, 14, '0') end
        and o.gtin is not null
        and (o.id = (select l.grower_organization_id from public.seed_lots l where l.id = q.seed_lot_id)
             or exists (select 1 from public.lot_ownership w
                        where w.seed_lot_id = q.seed_lot_id and w.owner_organization_id = o.id))
    )
$function$;
revoke all on function private.gs1_packet_code(gtin text, batch text, serial text) from public, anon, authenticated, service_role;
