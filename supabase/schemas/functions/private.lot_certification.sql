-- A lot's certification (issue 28): the newest application of the lot or of a lot whose seed it is
-- (private.packing_chain: a packed lot carries its parent's certification), with its certificate.
-- status: the application's (applied, inspecting, rejected, certified, revoked), 'expired' for a
-- certificate past its validity (private.lot_certification_status, the one rule), or null when
-- none. Plain SQL, inlined.
create or replace function private.lot_certification(lot text)
  returns table (status text, application_id uuid, certificate_id uuid, certified_lot_id text)
  language sql
  stable
as $$
  select
    private.lot_certification_status(a.status, c.valid_until),
    a.id, c.id, a.seed_lot_id
  from private.packing_chain(lot_certification.lot) chain
  join public.certification_applications a on a.seed_lot_id = chain.lot_id
  left join public.seed_certificates c on c.application_id = a.id
  order by chain.depth, a.created_at desc
  limit 1
$$;
comment on function private.lot_certification(text) is
  'the lot''s certification: the newest application of it or of the lot it was packed or split from, with its certificate and status (expired past the certificate''s validity).';
revoke all on function private.lot_certification(text) from public, anon;
grant execute on function private.lot_certification(text) to authenticated, service_role;
