import { jsdomProject } from '../../tools/testing/jsdom-project.ts';

export default jsdomProject('mfe-farms');
