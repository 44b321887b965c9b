CREATE OR REPLACE FUNCTION private.record_activity(organization_id uuid, kind text, subject_id uuid, title text, actor_id uuid, counter text DEFAULT NULL::text, delta smallint DEFAULT 0)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.activity_events (organization_id, kind, subject_id, title, actor_id, counter, delta)
  values (organization_id, kind, subject_id, title, actor_id, counter, delta);
  if delta <> 0 then
    insert into private.organization_stat_changes (organization_id, counter, delta)
    values (record_activity.organization_id, record_activity.counter, record_activity.delta);
  end if;
end;
$function$;
comment on function private.record_activity(organization_id uuid, kind text, subject_id uuid, title text, actor_id uuid, counter text, delta smallint) is 'appends one dashboard event (and moves a stat counter by delta) in the caller''s transaction; for triggers and functions.';
revoke all on function private.record_activity(organization_id uuid, kind text, subject_id uuid, title text, actor_id uuid, counter text, delta smallint) from public, anon, authenticated, service_role;
