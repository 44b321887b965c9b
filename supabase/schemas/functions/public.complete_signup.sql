CREATE OR REPLACE FUNCTION public.complete_signup()
 RETURNS profiles
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_caller uuid := auth.uid();
  v_account record;
  v_profile public.profiles;
  v_invitation public.organization_invitations;
  v_organization public.organizations;
  v_full_name text;
  v_organization_name text;
  v_slug text;
begin
  if v_caller is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;

  -- a second call of the same user (double click, two tabs) waits here, then finds the profile.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('accounts.signup:' || v_caller::text, 0));

  select * into v_profile from public.profiles p where p.auth_id = v_caller for update;
  if found and v_profile.organization_id is not null then
    return v_profile;
  end if;
  -- from here v_profile.id is null (a new user) or the profile has lost its organization
  -- (spec 1 §4 access gate step 5): either way the account is completed below.

  select u.email, u.email_confirmed_at, u.phone, u.phone_confirmed_at,
         coalesce(u.raw_user_meta_data, '{}'::jsonb) as meta
    into v_account
    from auth.users u
   where u.id = v_caller and u.deleted_at is null;
  if not found then
    raise exception using errcode = 'PT404', message = 'user_not_found';
  end if;

  v_full_name := nullif(left(btrim(v_account.meta ->> 'full_name'), 200), '');

  -- spec 1 §4 steps 3-4: a pending invitation for the caller's e-mail, confirmed e-mails only
  -- (an unconfirmed address proves nothing about who holds it).
  if v_account.email is not null and v_account.email_confirmed_at is not null then
    select * into v_invitation
      from public.organization_invitations i
     where lower(i.email) = lower(v_account.email) and i.status = 'pending'
     order by i.created_at desc
     limit 1
       for update;
    if found then
      begin
        if v_profile.id is null then
          insert into public.profiles (auth_id, full_name, role, organization_id, email_verified, phone_verified, phone)
          values (
            v_caller, v_full_name, v_invitation.role, v_invitation.organization_id,
            true, v_account.phone_confirmed_at is not null, private.profile_phone(v_account.phone)
          )
          returning * into v_profile;
        else
          update public.profiles
             set organization_id = v_invitation.organization_id, role = v_invitation.role, email_verified = true
           where id = v_profile.id
          returning * into v_profile;
        end if;

        update public.organization_invitations
           set status = 'accepted', responded_at = pg_catalog.now()
         where id = v_invitation.id;

        return v_profile;
      exception when others then
        -- spec 1 §4 step 4: when the invited profile cannot be created, registration goes on.
        raise warning 'complete_signup: joining organization % failed (%), creating a new one',
          v_invitation.organization_id, sqlerrm;
        -- the block's writes are undone: read the profile as it is again (none for a new user).
        select * into v_profile from public.profiles p where p.auth_id = v_caller;
      end;
    end if;
  end if;

  -- spec 1 §4 step 5: a profile with role admin, an organization, then the link between them.
  if v_profile.id is null then
    insert into public.profiles (auth_id, full_name, role, email_verified, phone_verified, phone, company_name)
    values (
      v_caller, v_full_name, 'admin',
      v_account.email_confirmed_at is not null, v_account.phone_confirmed_at is not null,
      private.profile_phone(v_account.phone),
      nullif(left(btrim(v_account.meta ->> 'organization_name'), 200), '')
    )
    returning * into v_profile;
  else
    update public.profiles set role = 'admin' where id = v_profile.id returning * into v_profile;
    v_full_name := coalesce(v_profile.full_name, v_full_name);
  end if;

  v_organization_name := coalesce(
    nullif(left(btrim(v_account.meta ->> 'organization_name'), 200), ''),
    private.default_organization_name(coalesce(v_full_name, nullif(split_part(v_account.email, '@', 1), '')))
  );

  v_slug := private.organization_slug(v_organization_name, v_caller);
  insert into public.organizations (name, type, status, slug, owner_id)
  values (v_organization_name, 'seed_grower', 'active', v_slug, v_caller)
  on conflict (slug) do nothing
  returning * into v_organization;
  if not found then
    -- another user's id starts with the same 8 characters and chose the same name.
    insert into public.organizations (name, type, status, slug, owner_id)
    values (v_organization_name, 'seed_grower', 'active', v_slug || '-' || replace(v_caller::text, '-', ''), v_caller)
    returning * into v_organization;
  end if;

  update public.profiles set organization_id = v_organization.id where id = v_profile.id
  returning * into v_profile;

  return v_profile;
end
$function$;
comment on function public.complete_signup() is 'spec 1 §4 auth callback as one transaction: the existing profile with its organization, else join the pending invitation of the confirmed e-mail, else a new seed_grower organization with the caller as admin.';
revoke all on function public.complete_signup() from public, anon, authenticated, service_role;
grant execute on function public.complete_signup() to authenticated;
grant execute on function public.complete_signup() to service_role;
