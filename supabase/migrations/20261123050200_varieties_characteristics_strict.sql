-- characteristics: values are text or numbers, never lists
--
-- private.is_characteristics (20261123050000_varieties.sql) filtered in jsonpath's lax mode,
-- which unwraps arrays: {"Traits": ["a", "b"]} passed as two strings. Strict mode sees the array.
-- The check constraints of varieties and organization_variety_data call this function, so they
-- apply the corrected rule to every later write.

create or replace function private.is_characteristics(value jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.jsonb_typeof(value) = 'object'
    and not pg_catalog.jsonb_path_exists(value, 'strict $.* ? (@.type() != "string" && @.type() != "number")')
$$;
