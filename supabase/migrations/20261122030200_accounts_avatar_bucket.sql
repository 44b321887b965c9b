-- accounts avatar bucket
--
-- on a hosted supabase project (STORAGE_BACKEND=supabase) avatars live in the public storage
-- bucket user-avatars (spec 1 §7), limited to the spec's 5 mb of jpeg, png, gif or webp
-- (spec 1 §5). the bff uploads with the service-role key after its own checks, so the bucket
-- needs no policies for the api roles. where there is no storage schema (the project-managed
-- postgres, STORAGE_BACKEND=local) this migration changes nothing.

do $$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'storage.buckets absent (local storage backend): no bucket created';
    return;
  end if;

  insert into storage.buckets (id, name, public)
  values ('user-avatars', 'user-avatars', true)
  on conflict (id) do nothing;

  if exists (
    select 1 from information_schema.columns
    where table_schema = 'storage' and table_name = 'buckets' and column_name = 'allowed_mime_types'
  ) then
    update storage.buckets
       set file_size_limit = 5242880,
           allowed_mime_types = array['image/jpeg', 'image/png', 'image/gif', 'image/webp']
     where id = 'user-avatars';
  end if;
end
$$;
