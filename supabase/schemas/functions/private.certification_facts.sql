-- The certification a packet's public page and label state (issue 28): the certificate of the lot
-- or of the lot it was packed or split from (private.lot_certification) with its class, agency,
-- number, validity and this packet's tag number; status certified, expired or revoked (with its
-- reason). Null when no certificate was issued (an application in progress is not shown).
create or replace function private.certification_facts(lot text, qr_code uuid)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select jsonb_build_object(
    'status', certification.status,
    'seedClass', c.seed_class,
    'agency', agency.name,
    'certificateNumber', c.certificate_number,
    'tagNumber', (select t.tag_number from public.certification_tags t
                  where t.certificate_id = c.id and t.qr_code_id = certification_facts.qr_code),
    'validUntil', c.valid_until,
    'revocationReason', c.revocation_reason
  )
  from private.lot_certification(certification_facts.lot) certification
  join public.seed_certificates c on c.id = certification.certificate_id
  join public.organizations agency on agency.id = c.agency_organization_id
  where certification.status in ('certified', 'expired', 'revoked')
$$;
comment on function private.certification_facts(text, uuid) is
  'the certificate a packet''s page and label state: class, agency, number, validity, the packet''s tag, and whether it was revoked; null without a certificate.';
revoke all on function private.certification_facts(text, uuid) from public, anon, authenticated;
grant execute on function private.certification_facts(text, uuid) to service_role;
