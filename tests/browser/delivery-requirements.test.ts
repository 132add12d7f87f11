import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { sidebarMenu } from './support/shell';
import { UI } from './support/sign-in';
import { signedInIn } from './support/signed-in-lang';
import { POLL, useBrowserSuite } from './support/suite';
import { fieldError, interpolate, message, toast } from './support/ui';

/** Class requirements live in their own partition: reading 8007's breakdown (audit.test.ts) does not meet them. */
const PROJECT = 8007;

const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });
const entry = (page: Page, legend: string): Locator => page.getByRole('group', { name: legend, exact: true });

describe('the class requirements screen', () => {
  const suite = useBrowserSuite();

  it('lists a project’s classes with what each requires, and an administrator sets a class’s requirements (zh)', async () => {
    const t = UI.zh.delivery;
    const page = await suite.signedIn('admin');
    await sidebarMenu(page)
      .getByRole('link', { name: message('zh', 'route.deliveryRequirements'), exact: true })
      .click();
    await page.getByText(t.requirements.chooseProject, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: UI.zh.auditBreakdown.project }).click();
    await page.getByRole('option', { name: `${PROJECT} 安庆项目` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('projectId'), POLL).toBe(String(PROJECT));
    // The seeded library: a centrifugal pump asks for 9 properties (6 required) and 5 documents (all required).
    const pump = row(page, '离心泵');
    await pump.getByRole('cell', { name: '9', exact: true }).waitFor();
    await pump.getByRole('cell', { name: '5', exact: true }).waitFor();
    await pump.getByRole('cell', { name: '11', exact: true }).waitFor();
    await row(page, '往复泵').getByText(t.requirements.notSet, { exact: true }).waitFor();
    expect(describeViolations('the class list', await axeViolations(page))).toBe('');

    await row(page, '往复泵').getByRole('link', { name: t.requirements.edit }).click();
    await page.getByRole('heading', { name: '往复泵 (P-REC)' }).waitFor();
    await page.getByText(t.requirements.none.properties, { exact: true }).waitFor();

    await page.getByRole('button', { name: t.requirements.add.properties }).click();
    const first = entry(page, interpolate(t.requirements.propertiesEntry, { number: 1 }));
    await first.getByLabel(t.requirements.nameZh, { exact: true }).fill('额定功率');
    await first.getByLabel(t.requirements.nameEn, { exact: true }).fill('Rated power (kW)');
    await first.getByLabel(t.requirements.nameEn, { exact: true }).blur();
    // The key follows the English name while none was typed.
    await expect.poll(() => first.getByLabel(t.requirements.key, { exact: true }).inputValue(), POLL).toBe('ratedPowerKw');
    await first.getByRole('combobox', { name: t.requirements.type }).click();
    await page.getByRole('option', { name: t.propertyType.number, exact: true }).click();
    await first.getByLabel(t.requirements.unit, { exact: true }).fill('kW');

    await page.getByRole('button', { name: t.requirements.add.properties }).click();
    const second = entry(page, interpolate(t.requirements.propertiesEntry, { number: 2 }));
    await second.getByLabel(t.requirements.nameZh, { exact: true }).fill('驱动方式');
    await second.getByLabel(t.requirements.nameEn, { exact: true }).fill('Drive');
    await second.getByRole('combobox', { name: t.requirements.type }).click();
    await page.getByRole('option', { name: t.propertyType.choice, exact: true }).click();

    await page.getByRole('button', { name: t.requirements.add.documents }).click();
    const document = entry(page, interpolate(t.requirements.documentsEntry, { number: 1 }));
    await document.getByLabel(t.requirements.nameZh, { exact: true }).fill('数据表');
    await document.getByLabel(t.requirements.nameEn, { exact: true }).fill('Data sheet');
    await document.getByLabel(t.requirements.extensions, { exact: true }).fill('.PDF, xlsx');

    // A choice property without choices is refused before anything is sent, under its own field.
    await page.getByRole('button', { name: UI.zh.common.save, exact: true }).click();
    await fieldError(second, t.requirements.choices).getByText(message('zh', 'validation.delivery.choices')).waitFor();
    await second.getByLabel(t.requirements.choices, { exact: true }).fill('电机\n汽轮机');
    expect(describeViolations('the editor', await axeViolations(page))).toBe('');
    await page.getByRole('button', { name: UI.zh.common.save, exact: true }).click();
    await toast(page, t.requirements.saved);

    await page.getByRole('link', { name: t.requirements.back }).click();
    const saved = row(page, '往复泵');
    await saved.getByRole('cell', { name: '2', exact: true }).waitFor();
    await saved.getByRole('cell', { name: '3', exact: true }).waitFor();
    await expect.poll(() => saved.getByText(t.requirements.notSet, { exact: true }).count(), POLL).toBe(0);
  });

  it('reorders and removes entries with the keyboard, and says so in English (en)', async () => {
    const t = UI.en.delivery.requirements;
    const page = await signedInIn(suite, 'admin1', 'en');
    await page.goto(`/delivery/requirements?projectId=${PROJECT}&classCode=V-VER`);
    // The breakdown names its classes in one language, as imported.
    await page.getByRole('heading', { name: '立式容器 (V-VER)' }).waitFor();
    await page.getByRole('heading', { name: interpolate(t.properties, { count: 7 }) }).waitFor();
    const first = entry(page, interpolate(t.propertiesEntry, { number: 1 }));
    await expect.poll(() => first.getByLabel(t.key, { exact: true }).inputValue(), POLL).toBe('manufacturer');

    const moveDown = page.getByRole('button', { name: interpolate(t.moveDown, { entry: interpolate(t.propertiesEntry, { number: 1 }) }) });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getByLabel(t.key, { exact: true }).inputValue(), POLL).toBe('model');
    await page
      .getByRole('button', { name: interpolate(t.remove, { entry: interpolate(t.propertiesEntry, { number: 7 }) }) })
      .press('Enter');
    await page.getByRole('heading', { name: interpolate(t.properties, { count: 6 }) }).waitFor();
    await page.getByText(t.unsaved, { exact: true }).waitFor();
    await page.getByRole('button', { name: UI.en.common.save, exact: true }).click();
    await toast(page, t.saved);
    await page.getByText(t.unsaved, { exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await expect.poll(() => first.getByLabel(t.key, { exact: true }).inputValue(), POLL).toBe('model');
    await page.getByRole('heading', { name: interpolate(t.properties, { count: 6 }) }).waitFor();
  });
});
