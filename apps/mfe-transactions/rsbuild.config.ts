import { remoteConfig } from '../../tools/rsbuild/remote';

export default remoteConfig('mfe-transactions', 3004);
