import type { AvatarContentType } from '@seed/domain';
import { AVATARS_BUCKET, AVATAR_OBJECT_PATH } from './local-disk-storage';
import type { AvatarStorage } from '../domain/ports';

export interface SupabaseStorageOptions {
  /** https://<project>.supabase.co */
  url: string;
  /** The project's service-role key: the BFF writes on the user's behalf after its own checks. */
  serviceRoleKey: string;
  bucket?: string;
  /** Cache-Control max-age of uploaded objects, in seconds. */
  cacheSeconds?: number;
  fetch?: typeof fetch;
}

/**
 * Avatars in a Supabase Storage bucket (public), through its HTTP API:
 * POST /storage/v1/object/<bucket>/<path> to upload, DELETE /storage/v1/object/<bucket>
 * with { prefixes } to remove, /storage/v1/object/public/<bucket>/<path> to read.
 */
export function createSupabaseStorage(options: SupabaseStorageOptions): AvatarStorage {
  const base = options.url.replace(/\/+$/, '');
  const bucket = options.bucket ?? AVATARS_BUCKET;
  const doFetch = options.fetch ?? fetch;
  const auth = { authorization: `Bearer ${options.serviceRoleKey}`, apikey: options.serviceRoleKey };
  const publicPrefix = `${base}/storage/v1/object/public/${bucket}/`;
  const checked = (objectPath: string) => {
    if (!AVATAR_OBJECT_PATH.test(objectPath)) throw new Error(`Refusing avatar path ${objectPath}`);
    return objectPath;
  };

  return {
    kind: 'supabase',
    async put(objectPath: string, bytes: Buffer, contentType: AvatarContentType) {
      const response = await doFetch(`${base}/storage/v1/object/${bucket}/${checked(objectPath)}`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': contentType,
          'cache-control': String(options.cacheSeconds ?? 3600),
          'x-upsert': 'false',
        },
        body: new Uint8Array(bytes),
      });
      if (!response.ok) throw new Error(`Supabase Storage upload answered ${response.status}: ${await response.text()}`);
      return { publicUrl: `${publicPrefix}${objectPath}` };
    },
    async remove(objectPath: string) {
      const response = await doFetch(`${base}/storage/v1/object/${bucket}`, {
        method: 'DELETE',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: [checked(objectPath)] }),
      });
      if (!response.ok && response.status !== 404) {
        throw new Error(`Supabase Storage delete answered ${response.status}: ${await response.text()}`);
      }
    },
    pathOf(publicUrl: string) {
      if (!publicUrl.startsWith(publicPrefix)) return null;
      const objectPath = publicUrl.slice(publicPrefix.length);
      return AVATAR_OBJECT_PATH.test(objectPath) ? objectPath : null;
    },
  };
}
