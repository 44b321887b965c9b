-- auth users
--
-- the accounts table of supabase auth (gotrue), created only where absent: on a hosted
-- supabase project auth.users already exists and is owned by supabase_auth_admin, and this
-- migration leaves it alone. the column names and types are supabase's, so profiles and
-- policies written against them run in both places. in `local` auth mode the bff's auth
-- server owns these rows; everything else (sessions, tokens, factors) lives in the tables of
-- the following auth migrations.

do $$
begin
  -- on hosted supabase the table exists (owned by supabase_auth_admin): change nothing there.
  if to_regclass('auth.users') is null then
    create table auth.users (
      instance_id uuid,
      id uuid primary key,
      aud varchar(255),
      role varchar(255),
      email varchar(255),
      encrypted_password varchar(255),
      email_confirmed_at timestamptz,
      invited_at timestamptz,
      confirmation_sent_at timestamptz,
      recovery_sent_at timestamptz,
      email_change varchar(255),
      email_change_sent_at timestamptz,
      last_sign_in_at timestamptz,
      raw_app_meta_data jsonb,
      raw_user_meta_data jsonb,
      is_super_admin boolean,
      created_at timestamptz default now(),
      updated_at timestamptz default now(),
      phone text default null,
      phone_confirmed_at timestamptz,
      phone_change text default '',
      phone_change_sent_at timestamptz,
      confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
      banned_until timestamptz,
      reauthentication_sent_at timestamptz,
      is_sso_user boolean not null default false,
      deleted_at timestamptz,
      is_anonymous boolean not null default false
    );

    comment on table auth.users is 'accounts of supabase auth; in local mode written only by the bff auth server.';

    -- supabase keeps e-mail and phone unique among live accounts (case-insensitive e-mail).
    create unique index users_email_partial_key on auth.users (lower(email)) where email is not null and deleted_at is null;
    create unique index users_phone_key on auth.users (phone) where phone is not null and deleted_at is null;

    -- nothing reaches auth.users through the api roles: the auth server works as service_role,
    -- and public tables read what they need through security-definer helpers in `private`.
    alter table auth.users enable row level security;
    revoke all on auth.users from anon, authenticated;
  end if;
end
$$;
