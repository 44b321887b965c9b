-- What a company's "Apply for certification" form starts from (issue 28), read from the lot's
-- lineage here so the browser never guesses a class:
--   sourceClass: the class of the seed the lot was grown from: of each source lot, the class of the
--     certificate (not revoked) of its certification (private.lot_certification, so a packet carries
--     the lot it was packed from); the lowest of them, and null when any source was not certified
--     (a class nobody certified is the company's to state, not ours to suggest);
--   sourceReference: each source as "certificate number · lot id", or its lot id when uncertified;
--   areaAcres: the seed plot's area, the farms' area_used in acres, null when any is unknown.
-- Null unless the caller may apply, by public.apply_for_certification's rules: an admin or manager of
-- the lot's grower, a production lot not in the trash, no application in progress or certified.
-- Security definer: a source lot's certificate is another application's, past the caller's policies.
create or replace function private.certification_apply_defaults(lot text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with sources as (
    select s.source_lot_id, ce.seed_class, ce.certificate_number
    from public.source_lots s
    left join lateral private.lot_certification(s.source_lot_id) c on true
    left join public.seed_certificates ce on ce.id = c.certificate_id and ce.revoked_at is null
    where s.seed_lot_id = certification_apply_defaults.lot
  ),
  plot as (
    select count(*) as farms,
      bool_and(fs.area_used is not null) as known,
      sum(fs.area_used * private.acres_per(f.area_unit::text)) as acres
    from public.farm_seed_lots fs
    join public.farms f on f.id = fs.farm_id
    where fs.lot_id = certification_apply_defaults.lot
  )
  select jsonb_build_object(
    -- the enum runs breeder < foundation < certified < truthfully_labelled: max is the lowest class
    'sourceClass', (
      select case when count(*) > 0 and bool_and(seed_class is not null) then max(seed_class) end from sources
    ),
    -- at most the column's 200 characters (CERTIFICATION_LIMITS.sourceReferenceMaxLength), so the
    -- prefilled form passes its own check; a longer list ends in an ellipsis for the user to edit
    'sourceReference', (
      select case when length(r) > 200 then left(r, 199) || '…' else r end
      from (
        select string_agg(
          case when seed_class is not null then certificate_number || ' · ' || source_lot_id else source_lot_id end,
          '; ' order by source_lot_id
        ) as r
        from sources
      ) joined
    ),
    -- rounded as the application stores it; an area that rounds to nothing is no default
    'areaAcres', (select case when farms > 0 and known then nullif(round(acres, 2), 0) end from plot)
  )
  from public.seed_lots l
  where l.id = certification_apply_defaults.lot
    and l.lot_type = 'raw_production'
    and l.deleted_at is null
    and l.grower_organization_id = private.current_organization_id()
    and private.has_role('{admin,manager}')
    and not exists (
      select 1 from public.certification_applications a
      where a.seed_lot_id = l.id and a.status in ('applied', 'inspecting', 'certified')
    )
$$;
comment on function private.certification_apply_defaults(text) is
  'what the Apply for certification form of a lot starts from (the source seed''s class and certificates, the seed plot''s acres), null unless the caller may apply; for public.lot_certification_card.';
revoke all on function private.certification_apply_defaults(text) from public, anon, authenticated, service_role;
