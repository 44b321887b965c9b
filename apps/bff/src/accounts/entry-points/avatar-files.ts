import { AVATAR_LIMITS } from '@seed/domain';
import express, { type Router } from 'express';
import { notFoundHandler } from '../../shared/error-handler';
import { AVATARS_PUBLIC_PATH } from '../data-access/local-disk-storage';

/**
 * Serves the local-disk avatars read-only where Supabase Storage serves public objects
 * (/storage/v1/object/public/user-avatars/<user id>/<timestamp>.<ext>), cached for the
 * spec's 3600 s. File names are new for every upload, so a cached picture is never stale.
 */
export function mountAvatarFiles(router: Router, bucketDir: string): void {
  router.use(
    AVATARS_PUBLIC_PATH,
    express.static(bucketDir, {
      maxAge: AVATAR_LIMITS.cacheSeconds * 1000,
      index: false,
      redirect: false,
      dotfiles: 'deny',
      fallthrough: true,
      setHeaders: (res) => res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox"),
    }),
    // A missing picture is a plain 404, never the shell's HTML (and no file-system details).
    notFoundHandler,
  );
}
