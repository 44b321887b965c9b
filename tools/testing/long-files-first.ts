import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take minutes where every other file takes seconds. Vitest orders a run by the
 * durations it cached from the last one, longest first, but a clean clone (CI) has no cache:
 * files then go by project name, and the Storybook test of project `ui` would start last and run
 * on alone. Started first, it overlaps every other file instead.
 */
const LONG_FILES = ['libs/ui/src/stories.render.test.ts'];

const isLong = (spec: TestSpecification) => LONG_FILES.some((file) => spec.moduleId.endsWith(file));

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLong), ...sorted.filter((spec) => !isLong(spec))];
  }
}
