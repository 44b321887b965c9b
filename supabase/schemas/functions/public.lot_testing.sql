-- A lot's Quality card: its quality status and current report, every report of the lot and of
-- the lots it was packed from (newest first, corrections beside what they superseded), and the
-- lot's own requests. Null when the caller's organization neither grows nor owns the lot.
create or replace function public.lot_testing(lot text)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  quality record;
begin
  if not private.can_see_seed_lot(lot) then
    return null;
  end if;
  select * into quality from private.lot_quality(lot);
  return jsonb_build_object(
    'quality', jsonb_build_object(
      'status', quality.status,
      'validUntil', quality.valid_until,
      'testedLotId', quality.tested_lot_id,
      'reportId', quality.report_id
    ),
    'currentReport', case when quality.report_id is not null then private.test_report_json(quality.report_id) end,
    'reports', coalesce((
      select jsonb_agg(private.test_report_json(r.id) order by r.tested_on desc, r.issued_at desc)
      from private.packing_chain(lot) c
      join public.testing_requests q on q.seed_lot_id = c.lot_id
      join public.test_reports r on r.testing_request_id = q.id
    ), '[]'::jsonb),
    'requests', coalesce((
      select jsonb_agg(r.request order by r.ord)
      from private.testing_requests_json(array(
        select q.id from public.testing_requests q where q.seed_lot_id = lot order by q.created_at desc, q.id desc
      )) r
    ), '[]'::jsonb)
  );
end;
$$;
comment on function public.lot_testing(text) is
  'a lot''s quality status, current report, report history and requests, for an organization that grows or owns it; null otherwise.';
revoke all on function public.lot_testing(text) from public, anon;
grant execute on function public.lot_testing(text) to authenticated, service_role;
