import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order, except that the files running the production build as processes go
 * first. Without a record of earlier runs (a clean clone in CI) Vitest starts the
 * largest files first, and those are small files with the longest runs (the fault
 * scenarios take two minutes): started last, one core worked alone at the end.
 */
export class ProcessTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const runsProcesses = (file: TestSpecification) =>
      file.moduleId.includes("/tests/integration/");
    return [...sorted.filter(runsProcesses), ...sorted.filter((file) => !runsProcesses(file))];
  }
}
