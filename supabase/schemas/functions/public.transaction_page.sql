CREATE OR REPLACE FUNCTION public.transaction_page(page_size integer DEFAULT 25, type_filter manifest_type DEFAULT NULL::manifest_type, status_filter manifest_status DEFAULT NULL::manifest_status, date_from timestamp with time zone DEFAULT NULL::timestamp with time zone, date_to timestamp with time zone DEFAULT NULL::timestamp with time zone, lot_filter text DEFAULT NULL::text, before_date timestamp with time zone DEFAULT NULL::timestamp with time zone, before_id uuid DEFAULT NULL::uuid)
 RETURNS SETOF jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  organization uuid := private.current_organization_id();
  -- only the filters given, as fixed text (their values are parameters): each is then an index
  -- condition or a semi-join the planner sees as it is, never an "x is null or …" it cannot use
  filters text := concat_ws(' ',
    case when lot_filter is not null then 'and exists (select 1 from public.transaction_manifest_items i
      where i.manifest_id = m.id and (i.seed_lot_id = $2 or i.delivered_lot_id = $2))' end,
    case when type_filter is not null then 'and m.manifest_type = $3' end,
    case when status_filter is not null then 'and m.status = $4' end,
    case when date_from is not null then 'and m.transaction_date >= $5' end,
    case when date_to is not null then 'and m.transaction_date < $6' end,
    case when before_date is not null then 'and (m.transaction_date, m.id) < ($7, $8)' end);
  ids uuid[];
begin
  if organization is null then
    return;
  end if;
  execute format($page$
    select array_agg(p.id order by p.transaction_date desc, p.id desc) from (
      select * from (
        (select m.id, m.transaction_date from public.transaction_manifests m
         where m.from_org_id = $1 %1$s
         order by m.transaction_date desc, m.id desc limit $9)
        union all
        (select m.id, m.transaction_date from public.transaction_manifests m
         where m.to_org_id = $1 and m.from_org_id is distinct from $1 %1$s
         order by m.transaction_date desc, m.id desc limit $9)
      ) both_sides
      order by transaction_date desc, id desc
      limit $9
    ) p $page$, filters)
  into ids
  using organization, lot_filter, type_filter, status_filter, date_from, date_to, before_date, before_id, page_size;
  if ids is not null then
    return query select * from private.manifests_json(ids, organization);
  end if;
end;
$function$;
comment on function public.transaction_page(page_size integer, type_filter manifest_type, status_filter manifest_status, date_from timestamp with time zone, date_to timestamp with time zone, lot_filter text, before_date timestamp with time zone, before_id uuid) is 'a page of the transactions list: the caller''s organization''s manifests as sender or receiver, newest first, keyset-paged.';
revoke all on function public.transaction_page(page_size integer, type_filter manifest_type, status_filter manifest_status, date_from timestamp with time zone, date_to timestamp with time zone, lot_filter text, before_date timestamp with time zone, before_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.transaction_page(page_size integer, type_filter manifest_type, status_filter manifest_status, date_from timestamp with time zone, date_to timestamp with time zone, lot_filter text, before_date timestamp with time zone, before_id uuid) to authenticated;
grant execute on function public.transaction_page(page_size integer, type_filter manifest_type, status_filter manifest_status, date_from timestamp with time zone, date_to timestamp with time zone, lot_filter text, before_date timestamp with time zone, before_id uuid) to service_role;
