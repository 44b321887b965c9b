// The one address the frame reads by itself (the remotes' manifest, for the versions in the user
// menu), answered in the page as missing (@seed/ui/storybook's installOfflineFetch): the menu then
// shows no versions, as it does when the manifest cannot be read.
import { jsonAnswer, type OfflineAnswers } from '@seed/ui/storybook';

export const SHELL_ANSWERS: OfflineAnswers = { '/remotes.json': jsonAnswer({}, 404) };
