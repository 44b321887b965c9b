-- A lot's certification status, the one rule private.lot_certification and the seed-lot lists'
-- kept facts (private.seed_certifications) both name it by: the application's status, 'expired'
-- for a certificate past its last valid day. Plain SQL, inlined.
create or replace function private.lot_certification_status(status public.certification_status, valid_until date)
  returns text
  language sql
  stable
as $$
  select case
    when lot_certification_status.status = 'certified' and lot_certification_status.valid_until < private.today_in_india()
      then 'expired'
    else lot_certification_status.status::text
  end
$$;
comment on function private.lot_certification_status(public.certification_status, date) is
  'the certification status (applied, inspecting, rejected, certified, revoked, expired) of a lot whose application has this status and whose certificate is valid until this day.';
revoke all on function private.lot_certification_status(public.certification_status, date) from public, anon;
grant execute on function private.lot_certification_status(public.certification_status, date) to authenticated, service_role;
