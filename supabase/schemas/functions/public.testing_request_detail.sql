-- A request with its reports (newest first), for the company that sent it or the laboratory it
-- was sent to; null for anyone else.
create or replace function public.testing_request_detail(request_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select (select r.request from private.testing_requests_json(array[q.id]) r) || jsonb_build_object(
    'isLaboratory', q.laboratory_organization_id = (select private.current_organization_id()),
    'reports', coalesce((
      select jsonb_agg(private.test_report_json(r.id) order by r.issued_at desc)
      from public.test_reports r where r.testing_request_id = q.id
    ), '[]'::jsonb)
  )
  from public.testing_requests q
  where q.id = testing_request_detail.request_id
    and (select private.current_organization_id()) in (q.requesting_organization_id, q.laboratory_organization_id)
$$;
comment on function public.testing_request_detail(uuid) is
  'a testing request and its reports for the requesting company or the laboratory (security definer: the laboratory may not read the lot''s row); null otherwise.';
revoke all on function public.testing_request_detail(uuid) from public, anon;
grant execute on function public.testing_request_detail(uuid) to authenticated, service_role;
