import {
  ACCOUNT_MESSAGES as M,
  ACCOUNTS_API as API,
  AVATAR_LIMITS,
  isAvatarContentType,
  sniffAvatarType,
} from '@seed/domain';
import express, { type RequestHandler, type Router } from 'express';
import { AppError } from '../../shared/app-error';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import { requestLanguage } from '../../shared/language';
import type { AccountsService } from '../domain/accounts-service';

export interface AccountsRouteDeps {
  registry: ApiRegistry;
  service: AccountsService;
  /** Origin of the portal for links in e-mails (AUTH_SITE_URL), never the request's Host. */
  siteUrl: string;
}

/** The raw image body of PUT /profile/avatar, with the spec's messages for what is refused. */
function imageBody(): RequestHandler {
  const parse = express.raw({
    type: (req) => isAvatarContentType(req.headers['content-type']),
    limit: AVATAR_LIMITS.maxBytes,
  });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
        next(new AppError(413, 'image_too_large', M.avatarTooLarge));
        return;
      }
      next(error);
    });
  };
}

/**
 * The accounts endpoints of libs/domain's ACCOUNTS_API: /api/v1/me, /onboarding,
 * /invitations/{token}, /organization, /organization/members, /organization/invitations,
 * /profile, /profile/avatar, /profile/verification/sync.
 */
export function mountAccountsRoutes(router: Router, deps: AccountsRouteDeps): void {
  const { registry, service } = deps;

  addRoute(router, registry, API.getMe, async ({ caller }) => ({ status: 200, body: await service.me(caller) }));
  addRoute(router, registry, API.completeOnboarding, async ({ caller }) => ({
    status: 200,
    body: await service.onboard(caller),
  }));
  addRoute(router, registry, API.getInvitation, async ({ caller, params }) => ({
    status: 200,
    body: await service.getInvitation(caller, params.token),
  }));
  addRoute(router, registry, API.acceptInvitation, async ({ caller, params }) => ({
    status: 200,
    body: await service.acceptInvitation(caller, params.token),
  }));
  addRoute(router, registry, API.declineInvitation, async ({ caller, params }) => {
    await service.declineInvitation(caller, params.token);
    return { status: 204 };
  });
  addRoute(router, registry, API.listMembers, async ({ caller }) => ({
    status: 200,
    body: await service.listMembers(caller),
  }));
  addRoute(router, registry, API.inviteMember, async ({ caller, body, req }) => ({
    status: 201,
    body: await service.inviteMember(caller, body, deps.siteUrl, requestLanguage(req)),
  }));
  addRoute(router, registry, API.cancelInvitation, async ({ caller, params }) => {
    await service.cancelInvitation(caller, params.id);
    return { status: 204 };
  });
  addRoute(router, registry, API.updateProfile, async ({ caller, body }) => ({
    status: 200,
    body: await service.updateProfile(caller, body),
  }));
  addRoute(router, registry, API.setLanguage, async ({ caller, body }) => ({
    status: 200,
    body: await service.setLanguage(caller, body.language),
  }));
  addRoute(
    router,
    registry,
    API.replaceAvatar,
    async ({ caller, req }) => {
      const declared = req.headers['content-type'];
      const bytes: unknown = req.body;
      const actual = Buffer.isBuffer(bytes) ? sniffAvatarType(bytes) : null;
      if (!isAvatarContentType(declared) || !Buffer.isBuffer(bytes) || !actual) {
        throw AppError.badRequest(M.avatarInvalidType, 'invalid_image');
      }
      return { status: 200, body: await service.replaceAvatar(caller, bytes, actual) };
    },
    { before: [imageBody()] },
  );
  addRoute(router, registry, API.syncVerification, async ({ caller }) => ({
    status: 200,
    body: await service.syncVerification(caller),
  }));
  addRoute(router, registry, API.updateOrganization, async ({ caller, body }) => ({
    status: 200,
    body: await service.updateOrganization(caller, body),
  }));
}
