import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/test-app';
import { createLocalDiskStorage } from './local-disk-storage';
import { createSupabaseStorage } from './supabase-storage';

const USER = '3f1c2a7e-9b4d-4e8a-a1c2-5d6e7f809a1b';
const OBJECT = `${USER}/1790000000000.png`;

describe('local disk storage', () => {
  const folder = tempDir('storage-test');
  const storage = createLocalDiskStorage({ dir: folder.dir });
  afterAll(() => folder.remove());

  it('when an avatar is put, then it is a file under user-avatars and its URL is the public storage path', async () => {
    const { publicUrl } = await storage.put(OBJECT, Buffer.from('png'), 'image/png');

    expect(publicUrl).toBe(`/storage/v1/object/public/user-avatars/${OBJECT}`);
    expect(readFileSync(path.join(folder.dir, 'user-avatars', USER, '1790000000000.png'), 'utf8')).toBe('png');
    expect(storage.pathOf(publicUrl)).toBe(OBJECT);
  });

  it('when the same path is put twice, then the second is refused instead of overwriting', async () => {
    const objectPath = `${USER}/1790000000001.png`;
    await storage.put(objectPath, Buffer.from('a'), 'image/png');

    await expect(storage.put(objectPath, Buffer.from('b'), 'image/png')).rejects.toThrow(/EEXIST/);
  });

  it('when a path is not <user id>/<timestamp>.<ext>, then put and remove refuse it and pathOf ignores it', async () => {
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow(/Refusing/);
    await expect(storage.remove(`${USER}/../../secret.png`)).rejects.toThrow(/Refusing/);
    expect(storage.pathOf('/storage/v1/object/public/user-avatars/../../../etc/passwd')).toBeNull();
    expect(storage.pathOf('https://elsewhere.example.org/a.png')).toBeNull();
  });

  it('when a removed file is removed again, then that is not an error', async () => {
    const objectPath = `${USER}/1790000000002.png`;
    await storage.put(objectPath, Buffer.from('a'), 'image/png');

    await storage.remove(objectPath);
    await storage.remove(objectPath);

    expect(existsSync(path.join(folder.dir, 'user-avatars', USER, '1790000000002.png'))).toBe(false);
  });
});

describe('supabase storage', () => {
  // A stand-in for the Storage API that records what it was asked.
  const calls: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let server: Server;
  let base: string;
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        calls.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"message":"ok"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('when an avatar is put, then it is POSTed to the bucket with the service key, type and cache time, without upsert', async () => {
    const storage = createSupabaseStorage({ url: `${base}/`, serviceRoleKey: 'service-key' });
    calls.length = 0;

    const { publicUrl } = await storage.put(OBJECT, Buffer.from('png-bytes'), 'image/png');

    expect(publicUrl).toBe(`${base}/storage/v1/object/public/user-avatars/${OBJECT}`);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `/storage/v1/object/user-avatars/${OBJECT}`,
        body: 'png-bytes',
        headers: expect.objectContaining({
          authorization: 'Bearer service-key',
          apikey: 'service-key',
          'content-type': 'image/png',
          'cache-control': '3600',
          'x-upsert': 'false',
        }),
      }),
    ]);
    expect(storage.pathOf(publicUrl)).toBe(OBJECT);
  });

  it('when an avatar is removed, then the bucket gets a DELETE with its prefix', async () => {
    const storage = createSupabaseStorage({ url: base, serviceRoleKey: 'service-key' });
    calls.length = 0;

    await storage.remove(OBJECT);

    expect(calls).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/storage/v1/object/user-avatars', body: JSON.stringify({ prefixes: [OBJECT] }) }),
    ]);
  });

  it('when the Storage API refuses the upload, then put throws', async () => {
    const storage = createSupabaseStorage({ url: base, serviceRoleKey: 'wrong' });
    status = 403;
    try {
      await expect(storage.put(OBJECT, Buffer.from('x'), 'image/png')).rejects.toThrow(/answered 403/);
    } finally {
      status = 200;
    }
  });
});
