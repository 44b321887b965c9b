-- Requests as both sides see them, in the order of `ids`: only what a laboratory needs of the lot
-- (crop, variety, class, generation, lot id, the company), never its owners, farms or
-- transactions. One statement for a whole page; plain SQL with every name schema-qualified and no
-- SET clause, so the planner inlines it into the statement that calls it.
drop function if exists private.testing_request_json(uuid);

create or replace function private.testing_requests_json(ids uuid[])
  returns table (id uuid, ord bigint, request jsonb)
  language sql
  stable
as $$
  select q.id, wanted.ord, jsonb_build_object(
    'id', q.id,
    'sampleNumber', q.sample_number,
    'status', q.status,
    'lot', jsonb_build_object(
      'id', l.id,
      'crop', c.name,
      'variety', coalesce(ov.display_name, v.name),
      'generation', l.generation
    ),
    'seedClass', q.seed_class,
    'container', q.container,
    'tests', to_jsonb(q.tests),
    'sampleWeightG', q.sample_weight_g,
    'sampleDrawnOn', q.sample_drawn_on,
    'revalidation', q.is_revalidation,
    'notes', q.notes,
    'company', jsonb_build_object('id', co.id, 'name', co.name),
    'laboratory', jsonb_build_object('id', lab.id, 'name', lab.name),
    'ownLaboratory', q.laboratory_organization_id = q.requesting_organization_id,
    'rejectionReason', q.rejection_reason,
    'requestedAt', q.created_at,
    'receivedAt', q.received_at,
    'testingStartedAt', q.testing_started_at,
    'closedAt', q.closed_at
  )
  from unnest(testing_requests_json.ids) with ordinality as wanted(id, ord)
  join public.testing_requests q on q.id = wanted.id
  join public.seed_lots l on l.id = q.seed_lot_id
  join public.crops c on c.id = l.crop_id
  left join public.varieties v on v.id = l.variety_id
  left join public.organization_variety_data ov on ov.id = l.org_variety_id
  join public.organizations co on co.id = q.requesting_organization_id
  join public.organizations lab on lab.id = q.laboratory_organization_id
  order by wanted.ord
$$;
comment on function private.testing_requests_json(uuid[]) is
  'testing requests as the API answers them, in the order of ids, with only the lot facts a laboratory needs.';
revoke all on function private.testing_requests_json(uuid[]) from public, anon, authenticated;
grant execute on function private.testing_requests_json(uuid[]) to service_role;
