CREATE OR REPLACE FUNCTION private.lot_list_rows(lots text[], organization uuid)
 RETURNS TABLE(lot_position bigint, item json)
 LANGUAGE sql
 STABLE
AS $function$
  select k.position, row_to_json(item)
  from unnest(lots) with ordinality k(id, position)
  cross join lateral (
      select l.id, l.lot_type, l.status, l.generation, l.crop_id, c.name as crop_name,
        coalesce(ov.display_name, v.name) as variety_name,
        own.quantity_owned, coalesce(own.unit_of_measure, l.quantity_unit) as quantity_unit,
        l.pack_size, l.pack_unit, l.packaging_type,
        farms.location, coalesce(farms.farms_count, 0) as farms_count,
        to_char(farms.planting_date, 'YYYY-MM-DD') as planting_date, farms.area_planted_acres,
        harvests.yield_kg, to_char(harvests.harvest_date, 'YYYY-MM-DD') as harvest_date,
        pk.packages_count, to_char(pk.packaging_date, 'YYYY-MM-DD') as packaging_date,
        l.parent_lot_id, l.notes, l.grower_organization_id = organization as is_grower,
        private.api_time(l.created_at) as created_at, private.api_time(l.updated_at) as updated_at,
        private.api_time(l.deleted_at) as deleted_at,
        coalesce(private.quality_status(quality.verdict, quality.valid_until, quality.open_request), 'not_tested')
          as quality,
        to_char(quality.valid_until, 'YYYY-MM-DD') as quality_valid_until,
        case when cert.lot_id is not null then json_build_object(
          'status', private.lot_certification_status(cert.status, cert.valid_until),
          'seedClass', cert.seed_class,
          'certificateNumber', cert.certificate_number) end as certification
      from public.seed_lots l
      cross join lateral private.org_sees_lot(l.id, l.grower_organization_id, organization) seen
      join public.crops c on c.id = l.crop_id
      left join public.varieties v on v.id = l.variety_id
      left join public.organization_variety_data ov on ov.id = l.org_variety_id
        and (ov.organization_id = organization or (ov.visibility = 'shared' and ov.is_active))
      left join public.lot_ownership own on own.seed_lot_id = l.id and own.owner_organization_id = organization
      left join public.packaging_details pk on pk.lot_id = l.id
      left join lateral (
        select (array_agg(f.name order by fs.planting_date nulls last, f.name))[1] as location,
          count(*)::int as farms_count, min(fs.planting_date) as planting_date,
          round(sum(coalesce(fs.area_used, f.total_area * fs.contribution_percentage / 100)
                    * private.acres_per(f.area_unit::text))::numeric, 2) as area_planted_acres
        from public.farm_seed_lots fs join public.farms f on f.id = fs.farm_id and f.organization_id = organization
        where fs.lot_id = l.id
      ) farms on true
      left join lateral (
        select sum(p.actual_yield
                   * case p.yield_unit when 'g' then 0.001 when 'lbs' then 0.45359237 when 'oz' then 0.028349523125
                       when 'Tons' then 1000 else 1 end) as yield_kg,
          max(p.harvest_date) as harvest_date
        from public.production_details p where p.lot_id = l.id
      ) harvests on true
      -- the quality facts kept for lots a testing request decides (none kept: not tested)
      left join private.seed_with_tests quality on quality.lot_id = l.id
      -- the certification facts kept for lots an application decides (none kept: no certification)
      left join private.seed_certifications cert on cert.lot_id = l.id
      where l.id = k.id and seen.visible
      offset 0 -- one lot at a time, found by its key
  ) item
$function$;
comment on function private.lot_list_rows(lots text[], organization uuid) is 'the seed-lot list row of each lot given that the organization sees (grows or owns part of), with its position; for seed_lot_list_items and seed_lot_detail only, which find the caller''s organization first.';
revoke all on function private.lot_list_rows(lots text[], organization uuid) from public, anon, authenticated, service_role;
