-- An application as both sides read it (issue 28): what the agency needs of the lot and nothing
-- more (crop, variety, generation, the seed plot's farms with location, boundary and area, the sources'
-- generations, the lot's seed test), its inspections in order, and its certificate with the tags
-- given so far. Called only by definer functions that have checked the reader is a party.
create or replace function private.certification_application_json(application uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
    'id', a.id,
    'applicationNumber', a.application_number,
    'status', a.status,
    'rejectionReason', a.rejection_reason,
    'classSought', a.class_sought,
    'sourceClass', a.source_class,
    'sourceReference', a.source_reference,
    'areaAcres', a.area_acres,
    'appliedAt', private.api_time(a.created_at),
    'applicant', jsonb_build_object('id', co.id, 'name', co.name),
    'agency', jsonb_build_object('id', ag.id, 'name', ag.name),
    'lot', jsonb_build_object(
      'id', l.id,
      'crop', c.name,
      'variety', coalesce(ov.display_name, v.name),
      'generation', l.generation,
      'farms', coalesce((
        select jsonb_agg(jsonb_build_object(
          'name', f.name,
          'areaUsed', fs.area_used,
          'areaUnit', f.area_unit,
          'latitude', f.latitude,
          'longitude', f.longitude,
          'boundary', extensions.st_asgeojson(f.boundary)::jsonb
        ) order by f.name)
        from public.farm_seed_lots fs join public.farms f on f.id = fs.farm_id
        where fs.lot_id = l.id
      ), '[]'::jsonb),
      'sources', coalesce((
        select jsonb_agg(jsonb_build_object('lotId', s.source_lot_id, 'generation', sl.generation)
          order by s.source_lot_id)
        from public.source_lots s join public.seed_lots sl on sl.id = s.source_lot_id
        where s.seed_lot_id = l.id
      ), '[]'::jsonb),
      'test', (
        select jsonb_build_object('status', q.status, 'validUntil', q.valid_until, 'reportId', q.report_id)
        from private.lot_quality(l.id) q
      )
    ),
    'inspections', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', i.id,
        'inspectedOn', i.inspected_on,
        'stage', i.stage,
        'inspector', i.inspector_name,
        'offTypesPct', i.off_types_pct,
        'isolationMet', i.isolation_met,
        'objectionableWeedPlants', i.objectionable_weed_plants,
        'diseasedPlantsPct', i.diseased_plants_pct,
        'remarks', i.remarks,
        'outcome', i.outcome,
        'rejectionReason', i.rejection_reason
      ) order by i.inspected_on, i.created_at)
      from public.field_inspections i where i.application_id = a.id
    ), '[]'::jsonb),
    'certificate', (
      select jsonb_build_object(
        'id', ce.id,
        'certificateNumber', ce.certificate_number,
        'seedClass', ce.seed_class,
        'tagFirst', ce.tag_first,
        'tagLast', ce.tag_first + ce.tag_count - 1,
        'tagCount', ce.tag_count,
        'tagged', (select count(*) from public.certification_tags t where t.certificate_id = ce.id),
        'issuedOn', ce.issued_on,
        'validUntil', ce.valid_until,
        'revokedAt', private.api_time(ce.revoked_at),
        'revocationReason', ce.revocation_reason
      )
      from public.seed_certificates ce where ce.application_id = a.id
    )
  )
  from public.certification_applications a
  join public.organizations co on co.id = a.applicant_organization_id
  join public.organizations ag on ag.id = a.agency_organization_id
  join public.seed_lots l on l.id = a.seed_lot_id
  join public.crops c on c.id = l.crop_id
  left join public.varieties v on v.id = l.variety_id
  left join public.organization_variety_data ov on ov.id = l.org_variety_id
  where a.id = certification_application_json.application
$$;
comment on function private.certification_application_json(uuid) is
  'an application with the lot facts its agency needs, its inspections and its certificate; for definer functions that checked the reader.';
revoke all on function private.certification_application_json(uuid) from public, anon, authenticated, service_role;
