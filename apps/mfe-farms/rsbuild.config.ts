import { remoteConfig } from '../../tools/rsbuild/remote';

export default remoteConfig('mfe-farms', 3002);
