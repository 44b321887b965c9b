import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RemotesManifest } from '@seed/domain';
import type { Logger } from '../../shared/logger';
import { chooseRemotes } from '../domain/remotes';

/**
 * STATIC_ROOT/remotes.json, read on every request (it is tiny) so a deployment can repoint a
 * remote without a restart. Absent → null; unreadable or invalid → null with a warning.
 */
export async function readDeployedRemotes(staticRoot: string, logger: Logger): Promise<RemotesManifest | null> {
  const file = path.join(staticRoot, 'remotes.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      logger.warn({ err: error, file }, 'cannot read remotes.json');
    return null;
  }
  try {
    const parsed = RemotesManifest.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    logger.warn(
      { file, issues: parsed.error.issues },
      'remotes.json is not a valid remotes manifest; using the configured one',
    );
  } catch (error) {
    logger.warn({ err: error, file }, 'remotes.json is not valid JSON; using the configured one');
  }
  return null;
}

/** The remotes manifest in effect on this request: STATIC_ROOT/remotes.json, else the configured one. */
export async function readRemotesInEffect(
  config: { staticRoot: string; remotes: RemotesManifest },
  logger: Logger,
): Promise<RemotesManifest> {
  return chooseRemotes(await readDeployedRemotes(config.staticRoot, logger), config.remotes);
}
