-- The testing requests of the caller's organization on one side: received (sent to it as a
-- laboratory: its queue) or sent (its own lots' samples), newest first, keyset-paged, by status and
-- by a search of sample number or lot id. Security definer for the lot facts of
-- testing_requests_json; the organization is the caller's own.
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
  -- a whole lot id or sample number is found on its own index; anything else by the trigram index
  exact text := upper(btrim(coalesce(search, '')));
  exact_column text := case
    when exact ~ '^SL-[0-9]{8}-[0-9]{7}-[0-9]{4}$' then 'seed_lot_id'
    when exact ~ '^SMP-[0-9]{4}-[0-9]{6}$' then 'sample_number'
  end;
  -- only the filters given, as fixed text (their values are parameters): each is then an index
  -- condition the planner sees as it is (the search the trigram index, the status its column of
  -- the side's index), never an "x is null or …" it cannot use
  filters text := concat_ws(' ',
    case when status_filter is not null then 'and q.status = $2' end,
    case when exact_column is not null then format('and q.%I = $7', exact_column)
         when pattern <> '%%' then 'and lower(q.sample_number || '' '' || q.seed_lot_id) like $3' end,
    case when before_created is not null then 'and (q.created_at, q.id) < ($4, $5)' end);
  ids uuid[];
begin
  if organization is null then
    return;
  end if;
  execute format($page$
    select array_agg(page.id order by page.created_at desc, page.id desc) from (
      select q.id, q.created_at
      from public.testing_requests q
      where q.%1$I = $1 %2$s
      order by q.created_at desc, q.id desc
      limit $6
    ) page $page$,
    case when side = 'sent' then 'requesting_organization_id' else 'laboratory_organization_id' end, filters)
  into ids
  using organization, status_filter, pattern, before_created, before_id, size, exact;
  if ids is not null then
    return query select r.request from private.testing_requests_json(ids) r order by r.ord;
  end if;
end;
$$;
comment on function public.laboratory_queue(text, public.testing_request_status, text, integer, timestamptz, uuid) is
  'a page of the requests the caller''s organization received as a laboratory (side received) or sent (side sent), newest first, by status and sample number or lot id.';
revoke all on function public.laboratory_queue(text, public.testing_request_status, text, integer, timestamptz, uuid) from public, anon;
grant execute on function public.laboratory_queue(text, public.testing_request_status, text, integer, timestamptz, uuid) to authenticated, service_role;
