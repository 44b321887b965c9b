create or replace view public.organization_names with (security_barrier=true) as
 SELECT o.id,
    o.name
   FROM organizations o;
comment on view public.organization_names is 'every organization''s id and name: who owns part of a lot, sent or received a manifest, or claimed a lot''s origin.';
revoke all on table public.organization_names from public, anon, authenticated, service_role;
grant select on table public.organization_names to authenticated;
grant delete, insert, references, select, trigger, truncate, update on table public.organization_names to service_role;
