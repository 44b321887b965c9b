import { ACCOUNT_MESSAGES as M } from '@seed/domain';
import { AppError } from '../../shared/app-error';

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  constraint?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' && error !== null && typeof (error as PgError).code === 'string';

/**
 * The spec's wording for what the accounts SQL functions and constraints refuse: the
 * functions raise sqlstates PT4xx with a machine code as the message
 * (supabase/migrations/20261122030100_accounts_functions.sql). Null for anything else.
 */
export function accountsErrorFromDb(error: unknown): AppError | null {
  if (!isPgError(error)) return null;
  if (error.code === '23505' && error.constraint === 'organization_invitations_one_pending_idx') {
    return AppError.conflict(M.invitationAlreadySent, 'invitation_already_sent');
  }
  if (!error.code?.startsWith('PT')) return null;
  switch (error.message) {
    case 'not_signed_in':
      return AppError.unauthorized();
    case 'user_not_found':
      return AppError.unauthorized(M.noUser, 'user_not_found');
    case 'profile_not_found':
      return AppError.notFound(M.noProfile, 'profile_not_found');
    case 'invitation_not_found':
      return AppError.notFound(M.invitationInvalid, 'invitation_not_found');
    case 'invitation_not_pending':
      return AppError.conflict(M.invitationNotPending, 'invitation_not_pending');
    case 'invitation_email_mismatch':
      return AppError.forbidden(M.invitationEmailMismatch(error.detail ?? ''), 'invitation_email_mismatch');
    case 'email_not_confirmed':
      return AppError.forbidden(M.invitationEmailNotConfirmed, 'email_not_confirmed');
    case 'already_in_another_organization':
      return AppError.conflict(M.invitationOtherOrganization, 'already_in_another_organization');
    case 'organization_type_platform_only':
      return AppError.forbidden(M.organizationTypePlatformOnly, 'organization_type_platform_only');
    default:
      return null;
  }
}

/** Runs fn and rethrows what the database refused as the AppError the spec words it with. */
export async function withAccountsErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw accountsErrorFromDb(error) ?? error;
  }
}
