CREATE OR REPLACE FUNCTION public.organization_members()
 RETURNS TABLE(id uuid, full_name text, email text, role member_role)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.id, p.full_name, u.email::text, p.role
    from public.profiles p
    join auth.users u on u.id = p.auth_id
   where p.organization_id = private.current_organization_id()
   order by lower(coalesce(p.full_name, u.email, '')), p.id
$function$;
comment on function public.organization_members() is 'the members of the caller''s organization with their e-mails (from auth.users, which members cannot read).';
revoke all on function public.organization_members() from public, anon, authenticated, service_role;
grant execute on function public.organization_members() to authenticated;
grant execute on function public.organization_members() to service_role;
