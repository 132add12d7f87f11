import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * vitest's order, but with the browser files spread through the others instead of run as a block: vitest
 * runs projects one after another, and three browser files at once (Chromium each, one platform for all)
 * starve two cores, while the handler tests mostly wait on DynamoDB Local. Mixed, both kinds overlap.
 */
export default class SpreadBrowserFiles extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((file) => file.project.name === 'browser');
    const others = sorted.filter((file) => file.project.name !== 'browser');
    if (browser.length === 0 || others.length === 0) return sorted;
    const every = Math.max(1, Math.floor(others.length / browser.length));
    const mixed: TestSpecification[] = [];
    others.forEach((file, index) => {
      if (index % every === 0 && browser.length > 0) mixed.push(browser.shift()!);
      mixed.push(file);
    });
    return [...mixed, ...browser];
  }
}
