create or replace function private.epcis_event_rows(lots text[])
  returns table (event_key text, event_time timestamptz, record_time timestamptz, biz_step text, facts jsonb)
  language plpgsql
  stable
  set plan_cache_mode = 'force_generic_plan'
as $$
begin
  -- Security invoker: every table is read under the caller's row-level security, so the events are
  -- those of manifests the caller's organization sent or received and of lots it sees; the BFF
  -- turns each row's facts into one EPCIS 2.0 event (apps/bff/src/epcis). PL/pgSQL with a generic
  -- plan: the statement is planned once per connection, not on every call as a SQL function that
  -- cannot be inlined would be (its planning costs several times its execution).
  return query
  with
  -- the lots' farms, read once (not once per harvest that names them)
  lot_farms as (
    select fl.lot_id, pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'id', f.id, 'name', f.name, 'lat', f.latitude, 'lon', f.longitude) order by f.name, f.id) as farms
    from public.farm_seed_lots fl join public.farms f on f.id = fl.farm_id
    where fl.lot_id = any(lots)
    group by fl.lot_id
  ),
  manifest_ids as (
    select i.manifest_id as id from public.transaction_manifest_items i where i.seed_lot_id = any(lots)
    union
    select i.manifest_id from public.transaction_manifest_items i where i.delivered_lot_id = any(lots)
    union
    select c.manifest_id from public.lot_claim_codes c where c.seed_lot_id = any(lots) and c.manifest_id is not null
  ),
  manifests as (
    select m.*,
      private.epcis_party(m.from_org_id) as sender,
      private.epcis_party(m.to_org_id) as recipient,
      coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'lot', private.epcis_lot_ref(i.seed_lot_id),
          'quantity', i.quantity_transferred,
          'unit', i.quantity_unit,
          -- drawn from its lot (an input of a production or packaging, a stock taken off), or added
          -- to it; only a packing or an adjustment has items of both kinds to tell apart
          'drawn', case
            when m.manifest_type = 'production_draw' then true
            when m.manifest_type in ('packaging', 'ADJUSTMENT') then exists (
              select 1 from public.lot_ledger_entries e
              where e.manifest_item_id = i.id and e.seed_lot_id = i.seed_lot_id and e.quantity_change < 0)
            else false end,
          'delivered', private.epcis_lot_ref(i.delivered_lot_id),
          'farms', (select lf.farms from lot_farms lf where lf.lot_id = i.seed_lot_id and m.manifest_type = 'production')
        ) order by i.seed_lot_id)
        from public.transaction_manifest_items i where i.manifest_id = m.id
      ), '[]'::jsonb) as items
    from public.transaction_manifests m
    where m.id in (select id from manifest_ids) and m.status <> 'CANCELLED'
  ),
  manifest_events as (
    -- the step's number in the key keeps a shipment before its receipt when both have one time
    select m.id::text || ':' || step.ordinal || '-' || step.kind as key, step.at, m.created_at, step.biz_step,
      pg_catalog.jsonb_build_object(
        'kind', step.kind,
        'manifest', m.id,
        'manifestType', m.manifest_type,
        'from', m.sender,
        'to', m.recipient,
        'items', m.items,
        -- a production: the lot it made (the sources' links written in the same transaction)
        'outputs', case when m.manifest_type = 'production_draw' then (
          select pg_catalog.jsonb_agg(distinct private.epcis_lot_ref(s.seed_lot_id))
          from public.source_lots s
          join public.transaction_manifest_items i on i.seed_lot_id = s.source_lot_id and i.manifest_id = m.id
          where s.created_at = m.created_at) end,
        'farms', case when m.manifest_type = 'production_draw' then (
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                   'id', f.id, 'name', f.name, 'lat', f.latitude, 'lon', f.longitude) order by f.name, f.id)
          from public.source_lots s
          join public.transaction_manifest_items i on i.seed_lot_id = s.source_lot_id and i.manifest_id = m.id
          join public.farm_seed_lots fl on fl.lot_id = s.seed_lot_id
          join public.farms f on f.id = fl.farm_id
          where s.created_at = m.created_at) end,
        -- a claim: the lot whose origin the supplier claimed, and the supplier's source lot
        'claimed', case when m.manifest_type = 'claim' then (
          select pg_catalog.jsonb_build_object('lot', private.epcis_lot_ref(c.seed_lot_id),
                                               'source', private.epcis_lot_ref(c.linked_source_lot_id))
          from public.lot_claim_codes c where c.manifest_id = m.id limit 1) end
      )
    from manifests m
    cross join lateral (
      select 1 as ordinal, 'ship' as kind, m.transaction_date as at,
        case when m.manifest_type = 'SALE' and m.to_org_id is null then 'retail_selling' else 'shipping' end as biz_step
      where m.manifest_type in ('SALE', 'TRANSFER')
      union all
      -- received when accepted or claimed (settled), or at once by a recipient that accepts automatically
      select 2, 'receive', coalesce(m.settled_at, m.transaction_date), 'receiving'
      where m.manifest_type in ('SALE', 'TRANSFER') and m.to_org_id is not null
        and (m.settled_at is not null or m.status = 'COMPLETED')
      union all
      select 1, 'make', m.transaction_date, case m.manifest_type
          when 'production_draw' then 'creating_class_instance'
          when 'packaging' then 'packing'
          when 'ADJUSTMENT' then 'stock_taking'
          when 'claim' then 'accepting'
          else 'commissioning' end
      where m.manifest_type not in ('SALE', 'TRANSFER')
    ) step
  ),
  recall_events as (
    select 'recall:' || r.id::text || ':' || step.kind, step.at, step.at, 'holding',
      pg_catalog.jsonb_build_object(
        'kind', step.kind, 'lot', private.epcis_lot_ref(r.seed_lot_id), 'recallKind', r.kind, 'reason', r.reason,
        'originLot', r.origin_lot_id,
        'by', private.epcis_party(r.organization_id))
    from public.lot_recalls r
    cross join lateral (
      select 'recall' as kind, r.recalled_at as at
      union all
      select 'lift', r.lifted_at where r.lifted_at is not null
    ) step
    where r.seed_lot_id = any(lots)
  ),
  code_events as (
    select 'code:' || q.id::text, q.deactivated_at, q.deactivated_at, 'decommissioning',
      pg_catalog.jsonb_build_object(
        'kind', 'deactivate', 'lot', private.epcis_lot_ref(q.seed_lot_id), 'codeKind', q.kind, 'code', q.code,
        'serial', q.serial, 'reason', q.deactivated_reason)
    from public.qr_codes q
    where q.seed_lot_id = any(lots) and q.status = 'deactivated' and q.deactivated_at is not null
  ),
  test_events as (
    select 'test:' || r.id::text, r.issued_at, r.issued_at, 'inspecting',
      pg_catalog.jsonb_build_object(
        'kind', 'test', 'lot', private.epcis_lot_ref(t.seed_lot_id), 'request', t.id, 'report', r.id,
        'reportNumber', r.report_number, 'testedOn', r.tested_on, 'verdict', r.verdict, 'validUntil', r.valid_until,
        'supersedes', r.supersedes_report_id,
        'results', pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
          'purePct', r.pure_seed_pct, 'inertMatterPct', r.inert_matter_pct,
          'otherCropSeedsPerKg', r.other_crop_seeds_per_kg, 'weedSeedsPerKg', r.weed_seeds_per_kg,
          'otherVarietiesPerKg', r.other_varieties_per_kg, 'germinationPct', r.germination_pct,
          'hardSeedsPct', r.hard_seeds_pct, 'moisturePct', r.moisture_pct, 'geneticPurityPct', r.genetic_purity_pct,
          'seedHealth', r.seed_health)),
        'by', private.epcis_party(r.laboratory_organization_id))
    from public.testing_requests t
    join public.test_reports r on r.testing_request_id = t.id
    where t.seed_lot_id = any(lots)
  ),
  certificate_events as (
    select 'certificate:' || c.id::text || ':' || step.kind, step.at, step.at, 'inspecting',
      pg_catalog.jsonb_build_object(
        'kind', step.kind, 'lot', private.epcis_lot_ref(a.seed_lot_id), 'certificate', c.id,
        'certificateNumber', c.certificate_number, 'seedClass', c.seed_class, 'issuedOn', c.issued_on,
        'validUntil', c.valid_until, 'reason', case when step.kind = 'revoke' then c.revocation_reason end,
        'by', private.epcis_party(c.agency_organization_id))
    from public.certification_applications a
    join public.seed_certificates c on c.application_id = a.id
    cross join lateral (
      select 'certify' as kind, c.created_at as at
      union all
      select 'revoke', c.revoked_at where c.revoked_at is not null
    ) step
    where a.seed_lot_id = any(lots)
  )
  select * from manifest_events
  union all select * from recall_events
  union all select * from code_events
  union all select * from test_events
  union all select * from certificate_events;
end;
$$;
comment on function private.epcis_event_rows(lots text[]) is 'the facts of every EPCIS event of the lots given that the caller may see (its row-level security): manifests (commissioning, production, packing, shipping and receiving, claims, adjustments), recalls and their lifting, deactivated codes, test reports and certificates; one row per event with its key, times and CBV business step.';
revoke all on function private.epcis_event_rows(lots text[]) from public, anon, authenticated, service_role;
grant execute on function private.epcis_event_rows(lots text[]) to authenticated, service_role;
