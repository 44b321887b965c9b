CREATE OR REPLACE FUNCTION private.organization_slug(organization_name text, user_id uuid)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
      nullif(
        btrim(
          left(
            btrim(
              lower(
                regexp_replace(
                  regexp_replace(coalesce(organization_name, ''), '[''’`]', '', 'g'),
                  '[^A-Za-z0-9]+', '-', 'g'
                )
              ),
              '-'
            ),
            60
          ),
          '-'
        ),
        ''
      ),
      'organization'
    ) || '-' || left(user_id::text, 8)
$function$;
comment on function private.organization_slug(organization_name text, user_id uuid) is 'spec 1 §9: the lower-cased name with hyphens plus the first 8 characters of the user id.';
revoke all on function private.organization_slug(organization_name text, user_id uuid) from public, anon, authenticated, service_role;
grant execute on function private.organization_slug(organization_name text, user_id uuid) to authenticated;
grant execute on function private.organization_slug(organization_name text, user_id uuid) to service_role;
