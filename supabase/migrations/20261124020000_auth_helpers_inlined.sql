-- auth.uid(), auth.role(), auth.email() and auth.jwt() become inlinable: the planner puts their
-- expression in the query instead of calling a function.
--
-- The baseline pinned `search_path = ''` on them. A function with a SET clause is never inlined,
-- and every call of it saves and restores the setting and runs a small SQL function of its own:
-- ~50 µs per call on the bench machine. Every policy and every security-definer helper asks for the
-- caller (private.current_organization_id, private.caller_membership…), so a lot detail paid it
-- about four times: inlined, its database time fell from ~1.55 to ~1.1 ms (tools/bench/seed-lots.ts).
--
-- What the setting guarded against stays guarded: every function, operator and type in the bodies
-- is named with its schema (pg_catalog), so no search path, not even one that puts another schema
-- before pg_catalog, can change what they call. supabase/tests/baseline.test.ts checks both: they are
-- inlined, and they answer the same under a search path with look-alike functions and operators.
--
-- Only our own baseline's functions are replaced (they carry the setting). On a hosted Supabase
-- project the platform's functions (which are inlinable there) are left as they are.

do $$
begin
  if (select p.proconfig from pg_catalog.pg_proc p where p.oid = 'auth.uid()'::regprocedure)
       = array['search_path=""'] then
    create or replace function auth.uid()
      returns uuid
      language sql
      stable
    as $fn$
      select coalesce(
          case when pg_catalog.current_setting('request.jwt.claim.sub', true) operator(pg_catalog.<>) ''
            then pg_catalog.current_setting('request.jwt.claim.sub', true) end,
          case when pg_catalog.current_setting('request.jwt.claims', true) operator(pg_catalog.<>) ''
            then pg_catalog.current_setting('request.jwt.claims', true)::pg_catalog.jsonb
                 operator(pg_catalog.->>) 'sub' end
        )::pg_catalog.uuid
    $fn$;
  end if;

  if (select p.proconfig from pg_catalog.pg_proc p where p.oid = 'auth.role()'::regprocedure)
       = array['search_path=""'] then
    create or replace function auth.role()
      returns text
      language sql
      stable
    as $fn$
      select coalesce(
          case when pg_catalog.current_setting('request.jwt.claim.role', true) operator(pg_catalog.<>) ''
            then pg_catalog.current_setting('request.jwt.claim.role', true) end,
          case when pg_catalog.current_setting('request.jwt.claims', true) operator(pg_catalog.<>) ''
            then pg_catalog.current_setting('request.jwt.claims', true)::pg_catalog.jsonb
                 operator(pg_catalog.->>) 'role' end
        )::pg_catalog.text
    $fn$;
  end if;

  if (select p.proconfig from pg_catalog.pg_proc p where p.oid = 'auth.email()'::regprocedure)
       = array['search_path=""'] then
    create or replace function auth.email()
      returns text
      language sql
      stable
    as $fn$
      select coalesce(
          case when pg_catalog.current_setting('request.jwt.claim.email', true) operator(pg_catalog.<>) ''
            then pg_catalog.current_setting('request.jwt.claim.email', true) end,
          case when pg_catalog.current_setting('request.jwt.claims', true) operator(pg_catalog.<>) ''
            then pg_catalog.current_setting('request.jwt.claims', true)::pg_catalog.jsonb
                 operator(pg_catalog.->>) 'email' end
        )::pg_catalog.text
    $fn$;
  end if;

  if (select p.proconfig from pg_catalog.pg_proc p where p.oid = 'auth.jwt()'::regprocedure)
       = array['search_path=""'] then
    create or replace function auth.jwt()
      returns jsonb
      language sql
      stable
    as $fn$
      select coalesce(
          case when pg_catalog.current_setting('request.jwt.claim', true) operator(pg_catalog.<>) ''
            then pg_catalog.current_setting('request.jwt.claim', true) end,
          case when pg_catalog.current_setting('request.jwt.claims', true) operator(pg_catalog.<>) ''
            then pg_catalog.current_setting('request.jwt.claims', true) end
        )::pg_catalog.jsonb
    $fn$;
  end if;
end
$$;
