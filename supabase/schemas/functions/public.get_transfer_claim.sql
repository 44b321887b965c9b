CREATE OR REPLACE FUNCTION public.get_transfer_claim(token text)
 RETURNS TABLE(manifest_id uuid, manifest_type manifest_type, status manifest_status, from_organization_name text, to_email text, transaction_date timestamp with time zone, overall_notes text, items jsonb)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.id, m.manifest_type, m.status, o.name, m.to_email, m.transaction_date, m.overall_notes,
    coalesce((
      select jsonb_agg(jsonb_build_object(
        'lotId', i.seed_lot_id, 'crop', c.name, 'variety', coalesce(ov.display_name, v.name),
        'quantity', i.quantity_transferred, 'unit', i.quantity_unit, 'pricePerUnit', i.price_per_unit,
        'currency', i.currency
      ) order by i.seed_lot_id)
      from public.transaction_manifest_items i
      join public.seed_lots l on l.id = i.seed_lot_id
      join public.crops c on c.id = l.crop_id
      left join public.varieties v on v.id = l.variety_id
      left join public.organization_variety_data ov on ov.id = l.org_variety_id
      where i.manifest_id = m.id
    ), '[]'::jsonb)
  from public.transaction_manifests m
  join public.organizations o on o.id = m.from_org_id
  where auth.uid() is not null and m.claim_token_hash = private.claim_code_hash(token)
$function$;
revoke all on function public.get_transfer_claim(token text) from public, anon, authenticated, service_role;
grant execute on function public.get_transfer_claim(token text) to authenticated;
grant execute on function public.get_transfer_claim(token text) to service_role;
