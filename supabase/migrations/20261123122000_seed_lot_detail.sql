-- The lot detail (spec 3 §7, issue 11) as one function: the statement the BFF sent as a prepared
-- statement of its own, with the same reads under the same policies (security invoker). As a
-- function it can be called in the round trip that opens the request's transaction, with the
-- membership read (apps/bff/src/db/membership.ts readWithRole), and its statement is planned
-- once per connection. Null when the caller cannot see the lot. The manifests that name the lot
-- are found through the items' and claim codes' lot indexes, whatever the number of manifests.

create function public.seed_lot_detail(lot text)
  returns json
  language plpgsql
  stable
  set search_path = ''
  set plan_cache_mode = force_generic_plan
as $$
declare
  organization uuid := private.current_organization_id();
  item json := public.seed_lot_list_items(array[lot]) -> 0;
begin
  if organization is null or item is null then
    return null;
  end if;
  return json_build_object(
    'lot', item,
    'grower_organization_name',
      (select n.name from public.seed_lots l join public.organization_names n on n.id = l.grower_organization_id
       where l.id = lot),
    'owners',
      coalesce((select json_agg(json_build_object('organization_id', o.owner_organization_id,
          'organization_name', n.name, 'quantity_owned', o.quantity_owned, 'unit', o.unit_of_measure)
          order by o.quantity_owned desc, n.name)
        from public.lot_ownership o join public.organization_names n on n.id = o.owner_organization_id
        where o.seed_lot_id = lot), '[]'::json),
    'farms',
      coalesce((select json_agg(json_build_object('farm_id', f.id, 'name', f.name, 'address', f.address,
          'total_area', f.total_area, 'area_unit', f.area_unit, 'contribution_percentage', fs.contribution_percentage,
          'area_used', fs.area_used, 'planting_date', fs.planting_date, 'expected_harvest_date', fs.expected_harvest_date,
          'harvest_date', fs.harvest_date) order by f.name)
        from public.farm_seed_lots fs join public.farms f on f.id = fs.farm_id where fs.lot_id = lot), '[]'::json),
    'harvests',
      coalesce((select json_agg(json_build_object('id', p.id, 'actual_yield', p.actual_yield, 'yield_unit', p.yield_unit,
          'harvest_date', p.harvest_date, 'notes', p.notes) order by p.harvest_date desc, p.created_at desc)
        from public.production_details p where p.lot_id = lot), '[]'::json),
    'packaging',
      (select json_build_object('packages_count', pk.packages_count, 'pack_size', pk.pack_size, 'pack_unit', pk.pack_unit,
          'packaging_type', pk.packaging_type, 'packaging_date', pk.packaging_date,
          'packaging_location', pk.packaging_location, 'batch_number', pk.batch_number, 'notes', pk.notes)
        from public.packaging_details pk where pk.lot_id = lot),
    'manifests',
      coalesce((select json_agg(json_build_object('id', m.id, 'manifest_type', m.manifest_type, 'status', m.status,
          'from_org_name', fo.name, 'to_org_name', tor.name, 'transaction_date', m.transaction_date,
          'overall_notes', m.overall_notes,
          'items', coalesce((select json_agg(json_build_object('seed_lot_id', i.seed_lot_id, 'crop_name', ic.name,
              'variety_name', coalesce(iov.display_name, iv.name), 'quantity_transferred', i.quantity_transferred,
              'quantity_unit', i.quantity_unit, 'price_per_unit', i.price_per_unit, 'currency', i.currency,
              'item_notes', i.item_notes) order by i.created_at)
            from public.transaction_manifest_items i
            -- a lot split off for the caller names its crop and variety where the seller's lot is hidden
            left join public.seed_lots il on il.id = i.seed_lot_id
            left join public.seed_lots dl on dl.id = i.delivered_lot_id
            join public.crops ic on ic.id = coalesce(il.crop_id, dl.crop_id)
            left join public.varieties iv on iv.id = coalesce(il.variety_id, dl.variety_id)
            left join public.organization_variety_data iov on iov.id = coalesce(il.org_variety_id, dl.org_variety_id)
            where i.manifest_id = m.id), '[]'::json))
          order by m.transaction_date desc, m.id)
        from public.transaction_manifests m
        left join public.organization_names fo on fo.id = m.from_org_id
        left join public.organization_names tor on tor.id = m.to_org_id
        -- each way a manifest names the lot through its own index: an "in (…) or in (…)" cannot be a
        -- semi-join, and read every manifest the caller sees (~35 ms at 100,000 manifests)
        where m.id in (select i.manifest_id from public.transaction_manifest_items i where i.seed_lot_id = lot
                       union
                       select i.manifest_id from public.transaction_manifest_items i where i.delivered_lot_id = lot
                       union
                       select cc.manifest_id from public.lot_claim_codes cc where cc.seed_lot_id = lot)), '[]'::json),
    'lineage',
      coalesce((select json_agg(row_to_json(g)) from public.seed_lot_lineage(lot) g), '[]'::json),
    'claim',
      (select json_build_object(
          'has_active_code', exists (select 1 from public.lot_claim_codes cc
                                     where cc.seed_lot_id = l.id and cc.revoked_at is null and cc.redeemed_at is null),
          'redeemed_at', (select max(cc.redeemed_at) from public.lot_claim_codes cc where cc.seed_lot_id = l.id),
          'origin_organization_name', (select n.name from public.organization_names n where n.id = l.origin_organization_id))
        from public.seed_lots l
        where l.id = lot and l.lot_type = 'unregistered_source' and l.grower_organization_id = organization)
  );
end;
$$;
comment on function public.seed_lot_detail(text) is
  'the lot detail of one lot the caller sees (lot, grower, owners, farms, harvests, packaging, manifests, lineage, claim code state) as json; null otherwise.';
revoke execute on function public.seed_lot_detail(text) from public, anon;
grant execute on function public.seed_lot_detail(text) to authenticated, service_role;
