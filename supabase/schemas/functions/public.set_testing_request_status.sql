-- The laboratory moves a request along: requested → received → in testing, or rejects it with a
-- reason (e.g. the sample is too small) before results are issued. Results close it through
-- issue_test_report.
create or replace function public.set_testing_request_status(
  request_id uuid, status public.testing_request_status, reason text default null
)
  returns public.testing_request_status
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  work record;
  target public.testing_request_status := set_testing_request_status.status;
  why text := nullif(btrim(coalesce(reason, '')), '');
begin
  select * into work from private.laboratory_request_for_update(request_id);
  if (work.request_row).status in ('results_issued', 'rejected') then
    raise exception using errcode = 'PT409', message = 'testing_request_closed';
  end if;
  if target = 'rejected' then
    if why is null then
      raise exception using errcode = 'PT400', message = 'testing_rejection_reason_required';
    end if;
  elsif not (
    ((work.request_row).status = 'requested' and target = 'received')
    or ((work.request_row).status = 'received' and target = 'in_testing')
  ) then
    raise exception using errcode = 'PT409', message = 'testing_status_step_invalid';
  end if;

  update public.testing_requests q set
    status = target,
    rejection_reason = case when target = 'rejected' then why end,
    received_at = case when target = 'received' then now() else q.received_at end,
    testing_started_at = case when target = 'in_testing' then now() else q.testing_started_at end,
    closed_at = case when target = 'rejected' then now() else q.closed_at end
  where q.id = request_id;
  return target;
end;
$$;
comment on function public.set_testing_request_status(uuid, public.testing_request_status, text) is
  'the laboratory''s next step on a request: received, in_testing, or rejected with a reason; answers the new status.';
revoke all on function public.set_testing_request_status(uuid, public.testing_request_status, text) from public, anon;
grant execute on function public.set_testing_request_status(uuid, public.testing_request_status, text) to authenticated, service_role;
