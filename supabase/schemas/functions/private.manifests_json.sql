CREATE OR REPLACE FUNCTION private.manifests_json(ids uuid[], organization uuid)
 RETURNS SETOF jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
begin
  -- plpgsql, so the statement is planned once per connection, not at every call
  return query
  select jsonb_build_object(
    'id', m.id,
    'type', m.manifest_type,
    'status', m.status,
    'date', m.transaction_date,
    'from', case when fo.id is not null then jsonb_build_object('id', fo.id, 'name', fo.name) end,
    'to', case when tor.id is not null then jsonb_build_object('id', tor.id, 'name', tor.name) end,
    'toEmail', case when m.from_org_id = organization then m.to_email end,
    'notes', m.overall_notes,
    'direction', case
      when m.from_org_id = organization and m.to_org_id = organization then 'internal'
      when m.from_org_id = organization then 'sent'
      else 'received' end,
    'settledAt', m.settled_at,
    'items', coalesce(items.list, '[]'::jsonb)
  )
  from unnest(ids) with ordinality as page(id, ord)
  join public.transaction_manifests m on m.id = page.id
  left join public.organizations fo on fo.id = m.from_org_id
  left join public.organizations tor on tor.id = m.to_org_id
  left join lateral (
    select jsonb_agg(jsonb_build_object(
      'lotId', i.seed_lot_id,
      'crop', c.name,
      'variety', coalesce(ov.display_name, v.name),
      'quantity', i.quantity_transferred,
      'unit', i.quantity_unit,
      'pricePerUnit', i.price_per_unit,
      'currency', i.currency,
      'notes', i.item_notes,
      'deliveredLotId', i.delivered_lot_id,
      'lotVisible', seen.visible,
      'deliveredLotVisible', dl.id is not null and delivered_seen.visible,
      'soldUntested', i.sold_untested
    ) order by i.created_at, i.seed_lot_id) as list
    from public.transaction_manifest_items i
    join public.seed_lots l on l.id = i.seed_lot_id
    cross join lateral private.org_sees_lot(l.id, l.grower_organization_id, organization) seen
    join public.crops c on c.id = l.crop_id
    left join public.varieties v on v.id = l.variety_id
    left join public.organization_variety_data ov on ov.id = l.org_variety_id
    left join public.seed_lots dl on dl.id = i.delivered_lot_id
    left join lateral private.org_sees_lot(dl.id, dl.grower_organization_id, organization) delivered_seen on true
    where i.manifest_id = m.id
  ) items on true
  order by page.ord;
end;
$function$;
comment on function private.manifests_json(ids uuid[], organization uuid) is 'the transactions list''s json of the manifests given, in their order, as the organization sees them (direction; the address it sent to; its items, and whether it sees each item''s lot and delivered lot, private.org_sees_lot); for transaction_page and transaction_detail only, which pick the caller''s organization''s manifests. Security definer: items name lots and organizations the caller may not see otherwise.';
revoke all on function private.manifests_json(ids uuid[], organization uuid) from public, anon, authenticated, service_role;
