CREATE OR REPLACE FUNCTION public.lot_label_facts(lot text)
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
  if organization is null or found.id is null or found.deleted_at is not null or not exists (
    select 1 from private.org_sees_lot(lot, found.grower_organization_id, organization) seen where seen.visible
  ) then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'lotId', found.id,
      'lotType', found.lot_type,
      'crop', c.name,
      -- issue 30: labels printed in Hindi or Marathi name the crop so where it has the name
      'cropNames', jsonb_build_object('hi', c.hindi_name, 'mr', c.marathi_name),
      'variety', coalesce(ov.display_name, v.name),
      'packagingDate', d.packaging_date,
      'packagesCount', d.packages_count,
      'gtin', (select o.gtin from public.organizations o where o.id = organization),
      'batch', private.gs1_batch_of_lot(found.id),
      -- what the Seeds Rules 1968 require of a label beside the QR (issue 27): the seed test, the
      -- net quantity and the producer
      'generation', found.generation,
      'packSize', found.pack_size,
      'packUnit', found.pack_unit,
      'seedTest', private.lot_test_facts(found.id),
      -- issue 28: the certificate of the lot or of the lot it was packed from, for the tag's colour
      -- band, class, agency and number (each packet's tag number comes with its code)
      'certification', private.certification_facts(found.id, null),
      'producer', (select jsonb_build_object('name', g.name, 'contact', g.verification_contact)
                   from public.organizations g where g.id = found.grower_organization_id))
    from public.crops c
    left join public.varieties v on v.id = found.variety_id
    left join public.organization_variety_data ov on ov.id = found.org_variety_id
    left join public.packaging_details d on d.lot_id = found.id
    where c.id = found.crop_id
  );
end;
$function$;
comment on function public.lot_label_facts(lot text) is 'crop (with its Hindi and Marathi names), variety, packaging date, packet count, net quantity, seed test, certification and producer a lot''s labels print, and the printing organization''s GTIN (null when the caller does not see the lot, private.org_sees_lot). Security definer: the lot is checked once, then its facts are read past their policies.';
revoke all on function public.lot_label_facts(lot text) from public, anon, authenticated, service_role;
grant execute on function public.lot_label_facts(lot text) to authenticated;
grant execute on function public.lot_label_facts(lot text) to service_role;
