import type { RemotesManifest } from '@seed/domain';

/**
 * The manifest the shell loads: a remotes.json deployed next to the builds wins (ops repoint
 * a remote without restarting), else REMOTES_JSON, else the default.
 */
export function chooseRemotes(deployed: RemotesManifest | null, configured: RemotesManifest): RemotesManifest {
  return deployed ?? configured;
}
