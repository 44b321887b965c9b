import { remoteConfig } from '../../tools/rsbuild/remote';

export default remoteConfig('mfe-seedlots', 3003);
