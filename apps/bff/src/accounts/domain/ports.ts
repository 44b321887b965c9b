import type { AvatarContentType, Language, Role } from '@seed/domain';
import type { DbClient } from '../../db/db';

/** Where avatars are kept: the local disk (default) or Supabase Storage. */
export interface AvatarStorage {
  readonly kind: 'local' | 'supabase';
  /** Stores the bytes at `path` (never overwriting) and returns the URL browsers load them from. */
  put(path: string, bytes: Buffer, contentType: AvatarContentType): Promise<{ publicUrl: string }>;
  /** Removes the object; a missing object is not an error. */
  remove(path: string): Promise<void>;
  /** The object path behind a public URL this storage produced, or null for any other URL. */
  pathOf(publicUrl: string): string | null;
}

/** The invitation e-mail (spec 1 §2 /invitation link). */
export interface InvitationEmail {
  to: string;
  organizationName: string;
  role: Role;
  inviterName: string | null;
  /** `${origin}/invitation?token=...` */
  link: string;
  invitedByUserId: string;
  /**
   * The language the inviter's request asks for: the e-mail's when neither the invited address's
   * account nor the inviter has chosen one on their profile.
   */
  requestLanguage: Language;
}

/**
 * Sends the invitation e-mail. `enqueue` runs inside the transaction that creates the
 * invitation, so the message exists exactly when the invitation does; `afterCommit` may
 * start delivery (it never throws).
 */
export interface InvitationMailer {
  enqueue(tx: DbClient, email: InvitationEmail): Promise<void>;
  afterCommit(): Promise<void>;
}
