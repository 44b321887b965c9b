// The frame of this remote's stories: its namespace and catalogue, at a screen's address.
import { remoteStory, type RemoteStoryOptions } from '@seed/ui/storybook';
import { i18n, NAMESPACE } from '../i18n/i18n';

export const seedLotsStory = (options: Omit<RemoteStoryOptions, 'name' | 'i18n'> = {}) =>
  remoteStory({ name: NAMESPACE, i18n, ...options });
