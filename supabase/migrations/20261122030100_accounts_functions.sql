-- accounts functions
--
-- the multi-step writes of accounts as single sql functions, so each commits whole or not at
-- all (the spec's client-side sequences of spec 1 §4 become one transaction each):
--   * public.complete_signup()              the auth-callback sequence (profile, invitation or
--                                           new organization);
--   * public.accept_invitation(token)       join the invitation's organization;
--   * public.decline_invitation(token)      answer no;
--   * public.get_invitation(token)          what the invitation page shows, signed in or out;
--   * public.organization_members()         the members list with e-mails from auth.users;
--   * public.current_account()              the caller's auth.users facts (e-mail, phone, confirmed);
--   * public.my_pending_invitation()        the invitation waiting for the caller's e-mail;
--   * public.sync_verification_status()     copy e-mail/phone confirmation into the profile.
-- they are security definer (they read auth.users and write rows the api roles may not) and
-- act only for auth.uid(), the caller. failures raise sqlstates of class pt (pt401, pt403,
-- pt404, pt409, as postgrest maps them to http statuses) with a machine code as the message;
-- the bff maps those codes to the spec's wording.

-- pure rules (spec 1 §9), kept identical to libs/domain/src/accounts-rules.ts ------------------

create function private.default_organization_name(display_name text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(nullif(btrim(display_name), '') || '''s Organization', 'My Organization')
$$;
comment on function private.default_organization_name(text) is
  'spec 1 §9: "{full name}''s Organization"; "My Organization" without a name.';

create function private.organization_slug(organization_name text, user_id uuid)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
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
$$;
comment on function private.organization_slug(text, uuid) is
  'spec 1 §9: the lower-cased name with hyphens plus the first 8 characters of the user id.';

create function private.invitation_token_hash(token text)
  returns bytea
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8'))
$$;
comment on function private.invitation_token_hash(text) is 'how invitation tokens are stored and looked up: sha-256 of the token.';

create function private.profile_phone(phone text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  -- auth keeps phones without the +; profiles keep them in e.164 with it.
  select case
    when phone is null or btrim(phone) = '' then null
    when ('+' || ltrim(btrim(phone), '+')) ~ '^\+[0-9]{6,15}$' then '+' || ltrim(btrim(phone), '+')
    else null
  end
$$;
comment on function private.profile_phone(text) is 'an auth.users phone as a profile stores it (+ and digits), null when it is not one.';

-- sign-up ---------------------------------------------------------------------------------------

create function public.complete_signup()
  returns public.profiles
  language plpgsql
  security definer
  set search_path = ''
as $$
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
$$;
comment on function public.complete_signup() is
  'spec 1 §4 auth callback as one transaction: the existing profile with its organization, else join the pending invitation of the confirmed e-mail, else a new seed_grower organization with the caller as admin.';

-- invitations -----------------------------------------------------------------------------------

create function public.get_invitation(token text)
  returns table (organization_name text, role public.member_role, email text, status public.invitation_status)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.name, i.role, i.email, i.status
    from public.organization_invitations i
    join public.organizations o on o.id = i.organization_id
   where i.token_hash = private.invitation_token_hash(token)
$$;
comment on function public.get_invitation(text) is
  'what the invitation page shows to whoever holds the token (signed in or not).';

create function public.accept_invitation(token text)
  returns public.profiles
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_invitation public.organization_invitations;
  v_account record;
  v_profile public.profiles;
begin
  if v_caller is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('accounts.signup:' || v_caller::text, 0));

  select * into v_invitation
    from public.organization_invitations i
   where i.token_hash = private.invitation_token_hash(token)
     for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  if v_invitation.status <> 'pending' then
    raise exception using errcode = 'PT409', message = 'invitation_not_pending';
  end if;

  select u.email, u.email_confirmed_at, u.phone, u.phone_confirmed_at, coalesce(u.raw_user_meta_data, '{}'::jsonb) as meta
    into v_account
    from auth.users u
   where u.id = v_caller and u.deleted_at is null;
  if not found then
    raise exception using errcode = 'PT404', message = 'user_not_found';
  end if;
  if v_account.email is null or lower(v_account.email) <> v_invitation.email then
    raise exception using errcode = 'PT403', message = 'invitation_email_mismatch', detail = v_invitation.email;
  end if;
  if v_account.email_confirmed_at is null then
    raise exception using errcode = 'PT403', message = 'email_not_confirmed';
  end if;

  select * into v_profile from public.profiles p where p.auth_id = v_caller for update;
  if not found then
    insert into public.profiles (auth_id, full_name, role, organization_id, email_verified, phone_verified, phone)
    values (
      v_caller, nullif(left(btrim(v_account.meta ->> 'full_name'), 200), ''), v_invitation.role,
      v_invitation.organization_id, true, v_account.phone_confirmed_at is not null,
      private.profile_phone(v_account.phone)
    )
    returning * into v_profile;
  elsif v_profile.organization_id is null then
    -- spec 1 §4 access gate step 5: a profile without an organization joins through an invitation.
    update public.profiles
       set organization_id = v_invitation.organization_id, role = v_invitation.role, email_verified = true
     where id = v_profile.id
    returning * into v_profile;
  elsif v_profile.organization_id <> v_invitation.organization_id then
    -- one organization per user (spec 1 §1); moving would orphan what they own in the other.
    raise exception using errcode = 'PT409', message = 'already_in_another_organization';
  end if;
  -- already a member of this organization: the invitation is simply used up.

  update public.organization_invitations
     set status = 'accepted', responded_at = pg_catalog.now()
   where id = v_invitation.id;

  return v_profile;
end
$$;
comment on function public.accept_invitation(text) is
  'join the organization of a pending invitation sent to the caller''s confirmed e-mail, in one transaction.';

create function public.decline_invitation(token text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_invitation public.organization_invitations;
begin
  select * into v_invitation
    from public.organization_invitations i
   where i.token_hash = private.invitation_token_hash(token)
     for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  if v_invitation.status <> 'pending' then
    raise exception using errcode = 'PT409', message = 'invitation_not_pending';
  end if;

  update public.organization_invitations
     set status = 'declined', responded_at = pg_catalog.now()
   where id = v_invitation.id;
end
$$;
comment on function public.decline_invitation(text) is
  'decline a pending invitation; holding the e-mailed token is the proof, as for reading it.';

create function public.my_pending_invitation()
  returns table (organization_name text, role public.member_role)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.name, i.role
    from auth.users u
    join public.organization_invitations i on lower(i.email) = lower(u.email) and i.status = 'pending'
    join public.organizations o on o.id = i.organization_id
   where u.id = auth.uid() and u.email_confirmed_at is not null and u.deleted_at is null
   order by i.created_at desc
   limit 1
$$;
comment on function public.my_pending_invitation() is
  'the newest pending invitation for the caller''s confirmed e-mail (the access gate of spec 1 §4).';

-- members and the caller's account ------------------------------------------------------------

create function public.organization_members()
  returns table (id uuid, full_name text, email text, role public.member_role)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select p.id, p.full_name, u.email::text, p.role
    from public.profiles p
    join auth.users u on u.id = p.auth_id
   where p.organization_id = private.current_organization_id()
   order by lower(coalesce(p.full_name, u.email, '')), p.id
$$;
comment on function public.organization_members() is
  'the members of the caller''s organization with their e-mails (from auth.users, which members cannot read).';

create function public.current_account()
  returns table (id uuid, email text, phone text, email_confirmed boolean, phone_confirmed boolean)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select u.id, u.email::text, u.phone::text, u.email_confirmed_at is not null, u.phone_confirmed_at is not null
    from auth.users u
   where u.id = auth.uid() and u.deleted_at is null
$$;
comment on function public.current_account() is 'the caller''s own sign-in facts from auth.users.';

create function public.sync_verification_status()
  returns public.profiles
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_profile public.profiles;
begin
  if auth.uid() is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;

  update public.profiles p
     set email_verified = u.email_confirmed_at is not null,
         phone_verified = u.phone_confirmed_at is not null
    from auth.users u
   where u.id = p.auth_id and p.auth_id = auth.uid()
  returning p.* into v_profile;
  if not found then
    raise exception using errcode = 'PT404', message = 'profile_not_found';
  end if;
  return v_profile;
end
$$;
comment on function public.sync_verification_status() is
  'copies e-mail and phone confirmation of auth.users into the caller''s profile.';

-- privileges --------------------------------------------------------------------------------------

revoke execute on function
  private.default_organization_name(text), private.organization_slug(text, uuid),
  private.invitation_token_hash(text), private.profile_phone(text),
  public.complete_signup(), public.get_invitation(text), public.accept_invitation(text),
  public.decline_invitation(text), public.my_pending_invitation(), public.organization_members(),
  public.current_account(), public.sync_verification_status()
  from public, anon, authenticated;

grant execute on function
  private.default_organization_name(text), private.organization_slug(text, uuid),
  private.invitation_token_hash(text),
  public.complete_signup(), public.accept_invitation(text), public.my_pending_invitation(),
  public.organization_members(), public.current_account(), public.sync_verification_status()
  to authenticated, service_role;

-- the invitation page works signed out: whoever holds the e-mailed token may read and decline it.
grant execute on function private.invitation_token_hash(text), public.get_invitation(text), public.decline_invitation(text)
  to anon, authenticated, service_role;
