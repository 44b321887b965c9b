CREATE OR REPLACE FUNCTION private.is_lot_ancestor(candidate text, lot text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- whether `candidate` is `lot` or one of its ancestors over parent and source links.
  with recursive up(id) as (
    select lot
    union
    select e.ancestor from up cross join lateral (
      select l.parent_lot_id as ancestor from public.seed_lots l where l.id = up.id and l.parent_lot_id is not null
      union all
      select s.source_lot_id from public.source_lots s where s.seed_lot_id = up.id
    ) e
  )
  select exists (select 1 from up where id = candidate)
$function$;
comment on function private.is_lot_ancestor(candidate text, lot text) is 'whether a lot is another lot or one of its ancestors (parent and source links, any depth).';
revoke all on function private.is_lot_ancestor(candidate text, lot text) from public, anon, authenticated, service_role;
grant execute on function private.is_lot_ancestor(candidate text, lot text) to service_role;
