import { remoteConfig } from '../../tools/rsbuild/remote';

export default remoteConfig('mfe-accounts', 3001);
