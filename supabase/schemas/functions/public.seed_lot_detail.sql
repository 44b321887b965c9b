CREATE OR REPLACE FUNCTION public.seed_lot_detail(lot text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
declare
  organization uuid := (select p.organization_id from public.profiles p where p.auth_id = auth.uid());
  -- null when the caller cannot see the lot: the one visibility check
  item json := (select r.item from private.lot_list_rows(array[lot], organization) r);
  grower boolean := (item ->> 'is_grower')::boolean;
begin
  if organization is null or item is null then
    return null;
  end if;
  return (
    select json_build_object(
      'lot', item,
      'grower_organization_name', (select n.name from public.organization_names n where n.id = l.grower_organization_id),
      'owners',
        coalesce((select json_agg(json_build_object('organization_id', o.owner_organization_id,
            'organization_name', n.name, 'quantity_owned', o.quantity_owned, 'unit', o.unit_of_measure)
            order by o.quantity_owned desc, n.name)
          from public.lot_ownership o join public.organization_names n on n.id = o.owner_organization_id
          where o.seed_lot_id = l.id), '[]'::json),
      'farms',
        coalesce((select json_agg(json_build_object('farm_id', f.id, 'name', f.name, 'address', f.address,
            'total_area', f.total_area, 'area_unit', f.area_unit, 'contribution_percentage', fs.contribution_percentage,
            'area_used', fs.area_used, 'planting_date', fs.planting_date, 'expected_harvest_date', fs.expected_harvest_date,
            'harvest_date', fs.harvest_date) order by f.name)
          from public.farm_seed_lots fs join public.farms f on f.id = fs.farm_id and f.organization_id = organization
          where fs.lot_id = l.id), '[]'::json),
      'harvests',
        coalesce((select json_agg(json_build_object('id', p.id, 'actual_yield', p.actual_yield, 'yield_unit', p.yield_unit,
            'harvest_date', p.harvest_date, 'notes', p.notes) order by p.harvest_date desc, p.created_at desc)
          from public.production_details p where p.lot_id = l.id), '[]'::json),
      'packaging',
        (select json_build_object('packages_count', pk.packages_count, 'pack_size', pk.pack_size, 'pack_unit', pk.pack_unit,
            'packaging_type', pk.packaging_type, 'packaging_date', pk.packaging_date,
            'packaging_location', pk.packaging_location, 'batch_number', pk.batch_number, 'notes', pk.notes)
          from public.packaging_details pk where pk.lot_id = l.id),
      'manifests',
        coalesce((select json_agg(json_build_object('id', m.id, 'manifest_type', m.manifest_type, 'status', m.status,
            'from_org_name', fo.name, 'to_org_name', tor.name, 'transaction_date', private.api_time(m.transaction_date),
            'overall_notes', m.overall_notes,
            'items', coalesce((select json_agg(json_build_object('seed_lot_id', i.seed_lot_id, 'crop_name', ic.name,
                'variety_name', coalesce(iov.display_name, iv.name), 'quantity_transferred', i.quantity_transferred,
                'quantity_unit', i.quantity_unit, 'price_per_unit', i.price_per_unit, 'currency', i.currency,
                'item_notes', i.item_notes,
                -- an adjustment's quantity is the corrected balance; what it changed is its ledger entry
                'change', case when m.manifest_type = 'ADJUSTMENT' then (
                  select json_build_object('quantity', e.quantity_change, 'unit', e.unit)
                  from public.lot_ledger_entries e
                  where e.manifest_item_id = i.id and e.organization_id = organization
                  order by e.id limit 1) end) order by i.created_at)
              from public.transaction_manifest_items i
              -- a lot split off for the caller names its crop and variety where the seller's lot is hidden
              left join (public.seed_lots il
                         cross join lateral private.org_sees_lot(il.id, il.grower_organization_id, organization) ils)
                on il.id = i.seed_lot_id and ils.visible
              left join (public.seed_lots dl
                         cross join lateral private.org_sees_lot(dl.id, dl.grower_organization_id, organization) dls)
                on dl.id = i.delivered_lot_id and dls.visible
              join public.crops ic on ic.id = coalesce(il.crop_id, dl.crop_id)
              left join public.varieties iv on iv.id = coalesce(il.variety_id, dl.variety_id)
              left join public.organization_variety_data iov on iov.id = coalesce(il.org_variety_id, dl.org_variety_id)
                and (iov.organization_id = organization or (iov.visibility = 'shared' and iov.is_active))
              where i.manifest_id = m.id), '[]'::json))
            order by m.transaction_date desc, m.id)
          from public.transaction_manifests m
          left join public.organization_names fo on fo.id = m.from_org_id
          left join public.organization_names tor on tor.id = m.to_org_id
          where (m.from_org_id = organization or m.to_org_id = organization)
            -- each way a manifest names the lot through its own index: an "in (…) or in (…)" cannot be a
            -- semi-join, and would read every manifest the caller sees
            and m.id in (select i.manifest_id from public.transaction_manifest_items i where i.seed_lot_id = l.id
                         union
                         select i.manifest_id from public.transaction_manifest_items i where i.delivered_lot_id = l.id
                         union
                         select cc.manifest_id from public.lot_claim_codes cc where cc.seed_lot_id = l.id and grower)),
          '[]'::json),
      'claim',
        case when grower and l.lot_type = 'unregistered_source' then json_build_object(
          'has_active_code', exists (select 1 from public.lot_claim_codes cc
                                     where cc.seed_lot_id = l.id and cc.revoked_at is null and cc.redeemed_at is null),
          'redeemed_at', private.api_time((select max(cc.redeemed_at) from public.lot_claim_codes cc where cc.seed_lot_id = l.id)),
          'origin_organization_name', (select n.name from public.organization_names n where n.id = l.origin_organization_id))
        end)
    from public.seed_lots l
    where l.id = lot
  );
end;
$function$;
comment on function public.seed_lot_detail(lot text) is 'the lot detail of one lot the caller sees (lot, grower, owners, farms, harvests, packaging, manifests, claim code state) as json; null otherwise; timestamps as the API''s text; the lineage is read with seed_lot_lineage. Security definer: who may see the lot is checked once (private.lot_list_rows, private.org_sees_lot), then its rows are read past their policies, whose rules it restates (supabase/tests/seed-lots-definer.test.ts proves the answers equal).';
revoke all on function public.seed_lot_detail(lot text) from public, anon, authenticated, service_role;
grant execute on function public.seed_lot_detail(lot text) to authenticated;
grant execute on function public.seed_lot_detail(lot text) to service_role;
