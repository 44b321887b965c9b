import { remoteConfig } from '../../tools/rsbuild/remote';

export default remoteConfig('mfe-testing', 3006);
