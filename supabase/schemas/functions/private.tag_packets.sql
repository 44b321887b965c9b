-- Gives the untagged packet codes of a certificate's lot and of the lots that are its seed (packed
-- from it or split off it) the next free tag numbers of its series, in order of lot and packet
-- number, while the series lasts: called when the certificate is issued and whenever packet codes
-- are made later. Answers how many packets it tagged.
create or replace function private.tag_packets(certificate uuid)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  cert public.seed_certificates;
  lot text;
  tagged integer;
begin
  select * into cert from public.seed_certificates c where c.id = tag_packets.certificate for update;
  if cert.id is null or cert.revoked_at is not null then
    return 0;
  end if;
  select a.seed_lot_id into lot from public.certification_applications a where a.id = cert.application_id;
  with untagged as (
    select q.id, row_number() over (order by l.created_at, l.id, q.serial) as k
    from private.same_seed_descendants(lot) d
    join public.seed_lots l on l.id = d.lot_id
    join public.qr_codes q on q.seed_lot_id = l.id and q.kind = 'packet' and q.status = 'active'
    where not exists (select 1 from public.certification_tags t where t.qr_code_id = q.id)
  ),
  used as (
    select coalesce(max(t.tag_number) - cert.tag_first + 1, 0) as n
    from public.certification_tags t where t.certificate_id = cert.id
  )
  insert into public.certification_tags (certificate_id, tag_number, qr_code_id)
  select cert.id, cert.tag_first + used.n + untagged.k - 1, untagged.id
  from untagged, used
  where used.n + untagged.k <= cert.tag_count;
  get diagnostics tagged = row_count;
  return tagged;
end;
$$;
comment on function private.tag_packets(uuid) is
  'tags the untagged packet codes of a certificate''s lot and of the lots that are its seed with the next numbers of its series, while it lasts; answers how many.';
revoke all on function private.tag_packets(uuid) from public, anon, authenticated, service_role;
