-- Writes the certification facts (private.lot_certification) of a lot and of every lot that is its
-- seed into private.seed_certifications, with each lot's keys (grower, type, creation, trash) the
-- lists read there, and takes out those that have none (a lot moved off a certified parent): called
-- by the triggers when an application is made or changes status, or a lot is made as the seed of a
-- marked lot.
create or replace function private.refresh_lot_certification(lot text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  with facts as (
    select d.lot_id, c.application_id, c.certificate_id
    from private.same_seed_descendants(refresh_lot_certification.lot) d
    left join lateral private.lot_certification(d.lot_id) c on true
  ),
  gone as (
    delete from private.seed_certifications s
    using facts f
    where s.lot_id = f.lot_id and f.application_id is null
  )
  insert into private.seed_certifications as s
    (lot_id, application_id, status, seed_class, certificate_number, valid_until,
     grower_organization_id, lot_type, created_at, deleted_at)
  select f.lot_id, a.id, a.status, coalesce(c.seed_class, a.class_sought), c.certificate_number, c.valid_until,
    l.grower_organization_id, l.lot_type, l.created_at, l.deleted_at
  from facts f
  join public.seed_lots l on l.id = f.lot_id
  join public.certification_applications a on a.id = f.application_id
  left join public.seed_certificates c on c.id = f.certificate_id
  on conflict (lot_id) do update
    set application_id = excluded.application_id, status = excluded.status, seed_class = excluded.seed_class,
      certificate_number = excluded.certificate_number, valid_until = excluded.valid_until,
      grower_organization_id = excluded.grower_organization_id, lot_type = excluded.lot_type,
      created_at = excluded.created_at, deleted_at = excluded.deleted_at
$$;
comment on function private.refresh_lot_certification(text) is
  'stores private.lot_certification''s facts of the lot and of the lots that are its seed in private.seed_certifications, with their keys (grower, type, creation, trash), and drops those left with none.';
revoke all on function private.refresh_lot_certification(text) from public, anon, authenticated, service_role;
