// What stories need beyond the components (@seed/ui/storybook): never imported by an app's code.
export { remoteStory, seededQueryClient, type RemoteStoryOptions, type SeededQuery } from './remote-story';
export { setStoryLanguage } from './story-language';
export { installOfflineFetch, jsonAnswer, type OfflineAnswers } from './offline-fetch';
