-- The testing requests of the caller's organization on one side: received (sent to it as a
-- laboratory: its queue) or sent (its own lots' samples), newest first, keyset-paged, by status and
-- by a search of sample number or lot id. Security definer for the lot facts of
-- testing_requests_json; the organization is the caller's own. Each side is its own statement, so
-- each uses its own index (laboratory or requester, status, newest first).
drop function if exists public.laboratory_queue(public.testing_request_status, text, integer, timestamptz, uuid);

create or replace function public.laboratory_queue(
  side text default 'received',
  status_filter public.testing_request_status default null,
  search text default null,
  page_size integer default 25,
  before_created timestamptz default null,
  before_id uuid default null
)
  returns setof jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  organization uuid := private.current_organization_id();
  pattern text := '%' || replace(replace(replace(lower(btrim(coalesce(search, ''))), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  size integer := least(greatest(coalesce(page_size, 25), 1), 100);
  ids uuid[];
begin
  if organization is null then
    return;
  end if;
  if side = 'sent' then
    select array_agg(page.id order by page.created_at desc, page.id desc) into ids
    from (
      select q.id, q.created_at
      from public.testing_requests q
      where q.requesting_organization_id = organization
        and (status_filter is null or q.status = status_filter)
        and (pattern = '%%' or lower(q.sample_number || ' ' || q.seed_lot_id) like pattern)
        and (before_created is null or (q.created_at, q.id) < (before_created, before_id))
      order by q.created_at desc, q.id desc
      limit size
    ) page;
  else
    select array_agg(page.id order by page.created_at desc, page.id desc) into ids
    from (
      select q.id, q.created_at
      from public.testing_requests q
      where q.laboratory_organization_id = organization
        and (status_filter is null or q.status = status_filter)
        and (pattern = '%%' or lower(q.sample_number || ' ' || q.seed_lot_id) like pattern)
        and (before_created is null or (q.created_at, q.id) < (before_created, before_id))
      order by q.created_at desc, q.id desc
      limit size
    ) page;
  end if;
  if ids is not null then
    return query select r.request from private.testing_requests_json(ids) r order by r.ord;
  end if;
end;
$$;
comment on function public.laboratory_queue(text, public.testing_request_status, text, integer, timestamptz, uuid) is
  'a page of the requests the caller''s organization received as a laboratory (side received) or sent (side sent), newest first, by status and sample number or lot id.';
revoke all on function public.laboratory_queue(text, public.testing_request_status, text, integer, timestamptz, uuid) from public, anon;
grant execute on function public.laboratory_queue(text, public.testing_request_status, text, integer, timestamptz, uuid) to authenticated, service_role;
