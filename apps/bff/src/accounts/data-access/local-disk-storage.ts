import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AvatarContentType } from '@seed/domain';
import type { AvatarStorage } from '../domain/ports';

/** URL prefix of the avatars bucket, as Supabase Storage serves public objects. */
export const AVATARS_PUBLIC_PATH = '/storage/v1/object/public/user-avatars';
export const AVATARS_BUCKET = 'user-avatars';

/** `<user id>/<timestamp>.<ext>`: the only object paths this component writes or removes. */
// <user id>/<timestamp>-<nonce>.<ext>; names without a nonce are those stored before it existed.
export const AVATAR_OBJECT_PATH =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d{1,16}(-[A-Za-z0-9_-]{8,32})?\.(jpg|png|gif|webp)$/;

/**
 * Avatars on the local disk under `<dir>/user-avatars/`, served read-only by the BFF at
 * /storage/v1/object/public/user-avatars/. For one instance (development, a single
 * server); several instances need shared storage (the Supabase adapter).
 */
export function createLocalDiskStorage(options: { dir: string }): AvatarStorage & { bucketDir: string } {
  const bucketDir = path.resolve(options.dir, AVATARS_BUCKET);
  const fileOf = (objectPath: string) => {
    if (!AVATAR_OBJECT_PATH.test(objectPath)) throw new Error(`Refusing avatar path ${objectPath}`);
    return path.join(bucketDir, ...objectPath.split('/'));
  };
  return {
    kind: 'local',
    bucketDir,
    async put(objectPath: string, bytes: Buffer, _contentType: AvatarContentType) {
      const file = fileOf(objectPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return { publicUrl: `${AVATARS_PUBLIC_PATH}/${objectPath}` };
    },
    async remove(objectPath: string) {
      await rm(fileOf(objectPath), { force: true });
    },
    pathOf(publicUrl: string) {
      const prefix = `${AVATARS_PUBLIC_PATH}/`;
      if (!publicUrl.startsWith(prefix)) return null;
      const objectPath = publicUrl.slice(prefix.length);
      return AVATAR_OBJECT_PATH.test(objectPath) ? objectPath : null;
    },
  };
}
