// Kept apart from the registry (and the Module Federation runtime it loads), so the fallback that
// names the error can be shown, and pictured in its story, without loading a remote.

/** The build a remote's mf-manifest.json declares (metaData.buildInfo). */
export interface RemoteRelease {
  entry: string;
  buildName: string | null;
  buildVersion: string | null;
}

/** A remote asks for a shared singleton (react, @seed/auth …) in a range this shell does not provide. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly release: RemoteRelease | undefined,
    readonly pkgName: string,
    readonly requiredVersion: string,
    readonly providedVersion: string,
  ) {
    super(
      `${release?.buildName ?? remote} ${release?.buildVersion ?? ''} needs ${pkgName} ${requiredVersion}; ` +
        `the portal provides ${providedVersion}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}
