import { remoteConfig } from '../../tools/rsbuild/remote';

export default remoteConfig('mfe-varieties', 3005);
