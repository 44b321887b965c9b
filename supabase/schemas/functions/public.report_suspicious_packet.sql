CREATE OR REPLACE FUNCTION public.report_suspicious_packet(code text, shop_name text, place text, phone text DEFAULT NULL::text, photo bytea DEFAULT NULL::bytea)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found public.qr_codes;
  organization uuid;
  report uuid;
begin
  select q.* into found from public.qr_codes q where q.code = left(coalesce(report_suspicious_packet.code, ''), 64);
  select l.grower_organization_id into organization from public.seed_lots l where l.id = found.seed_lot_id;
  insert into public.suspicious_reports (qr_code_id, scanned_code, organization_id, shop_name, place, phone, photo)
  values (found.id, left(report_suspicious_packet.code, 64), organization, btrim(shop_name), btrim(place),
    nullif(btrim(coalesce(phone, '')), ''), photo)
  returning id into report;
  if organization is not null then
    perform private.record_activity(organization, 'suspicious_packet_reported', report,
      'Suspicious packet reported at ' || btrim(shop_name) || ', ' || btrim(place)
        || coalesce(' (seed lot ' || found.seed_lot_id || ')', ''),
      null);
  end if;
end;
$function$;
comment on function public.report_suspicious_packet(code text, shop_name text, place text, phone text, photo bytea) is 'stores a farmer''s report of a suspicious packet from the verification page and tells the code''s organization.';
revoke all on function public.report_suspicious_packet(code text, shop_name text, place text, phone text, photo bytea) from public, anon, authenticated, service_role;
grant execute on function public.report_suspicious_packet(code text, shop_name text, place text, phone text, photo bytea) to service_role;
