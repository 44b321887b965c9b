import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpoint, idParam, TEXT_MESSAGES } from '@seed/domain';
import { z } from 'zod';
import { errorHandler } from '../error-handler';
import { createLogger } from '../logger';
import { ApiRegistry } from './api-registry';
import { addRoute, toExpressPath } from './route';

const Lot = z.object({ id: z.string(), quantityKg: z.number().positive() }).meta({ id: 'TestLot' });

function appWith(handlerBody: unknown) {
  const registry = new ApiRegistry({ title: 'test', version: '0' });
  const app = express();
  const silent = createLogger({ level: 'silent' });
  app.use((req, _res, next) => {
    req.log = silent;
    next();
  });
  app.use(express.json());
  addRoute(
    app,
    registry,
    endpoint({
      method: 'post',
      path: '/api/v1/lots/{lotId}/split',
      operationId: 'splitLot',
      summary: 'Split a lot',
      tags: ['lots'],
      auth: 'public',
      request: {
        params: z.object({ lotId: z.string().regex(/^L-\d+$/, 'Lot codes look like L-123') }),
        body: z.object({ quantityKg: z.number({ error: 'Enter a quantity' }).positive('Enter a quantity above 0') }),
      },
      responses: { 201: { description: 'The new lot', schema: Lot } },
    }),
    ({ params, body }) => ({
      status: 201,
      body: handlerBody ?? { id: `${params.lotId}-b`, quantityKg: body.quantityKg },
    }),
  );
  app.use(errorHandler);
  return { app, registry };
}

describe('addRoute', () => {
  it('when the input is valid, then the handler gets it parsed and its answer is sent', async () => {
    const { app } = appWith(undefined);

    const response = await request(app).post('/api/v1/lots/L-7/split').send({ quantityKg: 12.5 });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: 'L-7-b', quantityKg: 12.5 });
  });

  it("when the body breaks its schema, then 400 with the schema's message", async () => {
    const { app } = appWith(undefined);

    const response = await request(app).post('/api/v1/lots/L-7/split').send({ quantityKg: -1 });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_request', message: 'Enter a quantity above 0' } });
  });

  it("when a path parameter breaks its schema, then 400 with the schema's message", async () => {
    const { app } = appWith(undefined);

    const response = await request(app).post('/api/v1/lots/x/split').send({ quantityKg: 1 });

    expect(response.body).toEqual({ error: { code: 'invalid_request', message: 'Lot codes look like L-123' } });
  });

  it('when the handler answers a body that breaks the response schema, then 500 (a server bug, not bad input)', async () => {
    const { app } = appWith({ id: 'L-7-b' });

    const response = await request(app).post('/api/v1/lots/L-7/split').send({ quantityKg: 1 });

    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'internal_error', message: 'An error occurred' } });
  });

  it('when a route is registered, then the OpenAPI document has its parameters, body and responses', () => {
    const { registry } = appWith(undefined);

    const op = registry.openApiDocument().paths?.['/api/v1/lots/{lotId}/split']?.post;

    expect(op?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'lotId', required: true })]);
    expect(op?.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual(['201', '400', 'default']);
  });

  it('when the same method and path are registered twice, then registration fails', () => {
    const registry = new ApiRegistry({ title: 'test', version: '0' });
    const spec = endpoint({
      method: 'get',
      path: '/x',
      operationId: 'x',
      summary: 'x',
      tags: [],
      auth: 'public',
      responses: {},
    });
    registry.register(spec);

    expect(() => registry.register({ ...spec, operationId: 'y' })).toThrow(/registered twice/);
  });
});

/** A route whose body has metadata the schema does not look into (as GoTrue's user_metadata). */
function metadataApp() {
  const app = express();
  app.use(express.json());
  addRoute(
    app,
    new ApiRegistry({ title: 'test', version: '0' }),
    endpoint({
      method: 'post',
      path: '/api/v1/notes',
      operationId: 'addNote',
      summary: 'Add a note',
      tags: ['notes'],
      auth: 'public',
      request: { body: z.object({ metadata: z.record(z.string(), z.unknown()) }) },
      responses: { 201: { description: 'Saved', schema: z.object({ saved: z.boolean() }) } },
    }),
    () => ({ status: 201, body: { saved: true } }),
  );
  app.use(errorHandler);
  return app;
}

describe('addRoute with an idParam', () => {
  function appWithId() {
    const registry = new ApiRegistry({ title: 'test', version: '0' });
    const app = express();
    const silent = createLogger({ level: 'silent' });
    app.use((req, _res, next) => {
      req.log = silent;
      next();
    });
    app.use(express.json());
    addRoute(
      app,
      registry,
      endpoint({
        method: 'patch',
        path: '/api/v1/farms/{id}',
        operationId: 'renameFarm',
        summary: 'Rename a farm',
        tags: ['farms'],
        auth: 'public',
        request: {
          params: z.object({ id: idParam({ message: 'Farm not found', code: 'farm_not_found' }) }),
          body: z.object({ name: z.string({ error: 'Enter a name' }).min(1, 'Enter a name') }),
        },
        responses: { 200: { description: 'The farm', schema: z.object({ id: z.string(), name: z.string() }) } },
      }),
      ({ params, body }) => ({ status: 200, body: { id: params.id, name: body.name } }),
    );
    app.use(errorHandler);
    return app;
  }

  it('when the id is no UUID, then 404 with its code and message, as for a row that does not exist', async () => {
    const response = await request(appWithId()).patch('/api/v1/farms/not-a-uuid').send({ name: 'North' });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'farm_not_found', message: 'Farm not found' } });
  });

  it("when the body is bad too, then the body's 400 comes first (the handler would not look the row up)", async () => {
    const response = await request(appWithId()).patch('/api/v1/farms/not-a-uuid').send({ name: '' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_request', message: 'Enter a name' } });
  });

  it('when the id is a UUID, then the handler gets it', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const response = await request(appWithId()).patch(`/api/v1/farms/${id}`).send({ name: 'North' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, name: 'North' });
  });
});

describe('addRoute input the schema does not check', () => {
  it.each([
    ['a NUL in a key', { 'a\u0000b': 1 }],
    ['a NUL in a nested value', { list: [{ note: 'x\u0000' }] }],
    ['a lone surrogate in a value', { note: 'x\ud800' }],
  ])('when unchecked metadata has %s, then 400 with the contract message', async (_what, metadata) => {
    const response = await request(metadataApp()).post('/api/v1/notes').send({ metadata });

    expect([response.status, response.body]).toEqual([
      400,
      { error: { code: 'invalid_request', message: TEXT_MESSAGES.forbiddenCharacters } },
    ]);
  });

  it('when the body is JSON sent as text/plain, then 415 (express.json left it unread)', async () => {
    const response = await request(metadataApp())
      .post('/api/v1/notes')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ metadata: {} }));

    expect([response.status, response.body.error?.code]).toEqual([415, 'unsupported_media_type']);
  });

  it('when there is no body at all, then the schema answers (400), not 415', async () => {
    const response = await request(metadataApp()).post('/api/v1/notes');

    expect(response.status).toBe(400);
  });
});

describe('toExpressPath', () => {
  it('when a path has template parameters, then they become Express parameters', () => {
    expect(toExpressPath('/api/v1/farms/{farmId}/lots/{lotId}')).toBe('/api/v1/farms/:farmId/lots/:lotId');
  });
});

const Whoami = endpoint({
  method: 'get',
  path: '/api/v1/whoami',
  operationId: 'whoami',
  summary: 'Who is calling',
  tags: ['test'],
  auth: 'user',
  roles: { allowed: ['admin'], message: 'Admins only' },
  responses: { 200: { description: 'The caller', schema: z.object({ sub: z.string(), roles: z.array(z.string()) }) } },
});

/** An app whose guard lets a request in only with "Bearer good" (as requireUser does with a real token). */
function guardedApp() {
  const registry = new ApiRegistry({ title: 'test', version: '0' });
  const app = express();
  registry.useGuards({
    requireUser: (req, res, next) => {
      if (req.get('authorization') !== 'Bearer good') {
        res.status(401).json({ error: { code: 'unauthorized', message: 'Please sign in to continue' } });
        return;
      }
      res.locals.auth = { claims: { sub: '6f1c2a3b-0000-4000-8000-000000000001' } as never, accessToken: 'good' };
      next();
    },
    optionalUser: (_req, res, next) => {
      res.locals.auth = null;
      next();
    },
  });
  addRoute(app, registry, Whoami, ({ caller }) => ({
    status: 200,
    body: { sub: caller.claims.sub, roles: [...(caller.roles?.allowed ?? [])] },
  }));
  app.use(errorHandler);
  return { app, registry };
}

describe('addRoute access', () => {
  it('when a signed-in route is mounted on a registry without guards, then mounting fails (never public by accident)', () => {
    const registry = new ApiRegistry({ title: 'test', version: '0' });

    expect(() => addRoute(express(), registry, Whoami, () => ({ status: 200 }))).toThrow(/no auth guards/);
  });

  it('when the guard refuses, then the handler never runs; when it admits, the handler gets the typed caller and its roles', async () => {
    const { app } = guardedApp();

    expect((await request(app).get('/api/v1/whoami')).status).toBe(401);
    const admitted = await request(app).get('/api/v1/whoami').set('Authorization', 'Bearer good');
    expect(admitted.body).toEqual({ sub: '6f1c2a3b-0000-4000-8000-000000000001', roles: ['admin'] });
  });

  it('when an /api/v1 route answers, then it is Cache-Control: no-store unless the handler says otherwise', async () => {
    const { app } = guardedApp();

    const response = await request(app).get('/api/v1/whoami').set('Authorization', 'Bearer good');

    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('when the document is built, then signed-in routes name the bearer scheme and their 401 and 403 answers', () => {
    const { registry } = guardedApp();

    const document = registry.openApiDocument();
    const op = document.paths?.['/api/v1/whoami']?.get;

    expect(document.components?.securitySchemes).toMatchObject({ bearerAuth: { type: 'http', scheme: 'bearer' } });
    expect(op?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
    expect(JSON.stringify(op?.responses?.['403'])).toContain('Admins only');
  });
});
