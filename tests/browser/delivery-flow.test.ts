import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@sddp/shared';
import { createContract, createTag } from '#domains/device/data/device-entry';
import { saveAssignment } from '#entities/audit-assignment';
import { setContractTerms } from '#entities/device';
import { createOrg } from '#entities/org';
import { putProject } from '#entities/project';
import { replaceBreakdown } from '#entities/project-breakdown';
import { saveClassRequirements } from '#entities/tag-delivery';
import { nextId } from '#kit/db/ids';
import { workbookBytes } from '../functions/kit/spreadsheet/workbooks';
import { createFreshUser, useFunctionData, type FreshUser } from './support/accounts';
import { axeViolations, describeViolations } from './support/axe';
import { sidebarMenu } from './support/shell';
import { signIn, UI, type Lang } from './support/sign-in';
import { POLL, useBrowserSuite, type BrowserSuite } from './support/suite';
import { interpolate, message, toast } from './support/ui';

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time, as the log's filter takes it (a second early, so the first row is in). */
const beijing = (ms: number) => new Date(ms - 1_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

/**
 * A project of its own: a breakdown with the pump class and its requirements (rated power, the GA drawing),
 * a supplier with an account, a contractor with a professional reviewer assigned the class, and a contract
 * of the supplier naming the contractor, due on a day, with one pump tag.
 */
async function deliveryProject(suite: BrowserSuite, { secondTag = false, termsOnScreens = false } = {}) {
  useFunctionData(suite.platform);
  const projectId = await nextId('project', 950_000);
  const createTime = new Date().toISOString();
  await putProject({
    id: projectId,
    projectName: `交付项目${projectId}`,
    projectNameEn: `Delivery ${projectId}`,
    state: '20',
    indexUrl: `https://p${projectId}.example.com/`,
    indexUrlEn: `https://p${projectId}.example.com/en/`,
    createTime,
    version: 1,
  });
  await replaceBreakdown(projectId, [{ code: '1100', name: '常减压装置' }], [{ code: 'P-CEN', name: '离心泵', type: '泵' }]);
  if (!termsOnScreens)
    await saveClassRequirements({
      projectId,
      classCode: 'P-CEN',
      requirements: {
        properties: [{ key: 'ratedPower', nameZh: '额定功率', nameEn: 'Rated power', type: 'number', unit: 'kW', required: true }],
        documents: [{ key: 'gaDrawing', nameZh: '总图', nameEn: 'GA drawing', extensions: ['pdf'], required: true }],
      },
      expectedVersion: 0,
      updatedBy: 'admin',
    });
  const projects = { [String(projectId)]: createTime };
  const supplierOrg = await createOrg({
    id: await nextId('org', 700_000),
    orgCode: `BS${projectId}`,
    orgName: `交付泵业${projectId}`,
    orgType: '10',
    bpCode: '',
    createTime,
    projects,
  });
  const contractorOrg = await createOrg({
    id: await nextId('org', 700_000),
    orgCode: `BC${projectId}`,
    orgName: `交付承包商${projectId}`,
    orgType: '20',
    bpCode: '',
    createTime,
    projects,
  });
  const supplier = await createFreshUser(suite.platform, {
    org: { orgId: supplierOrg.id, orgName: supplierOrg.orgName },
    projectIds: [projectId],
  });
  const reviewer = await createFreshUser(suite.platform, {
    org: { orgId: contractorOrg.id, orgName: contractorOrg.orgName },
    userRole: '20',
    projectIds: [projectId],
  });
  await saveAssignment({ projectId, cbsId: contractorOrg.id, auditRole: '91', userId: reviewer.id, orgId: contractorOrg.id }, [
    { code: '1100', codes: ['P-CEN'] },
  ]);
  const contract = await createContract({
    projectId,
    orgCode: supplierOrg.orgCode,
    contractNo: `HT-${projectId}`,
    contractName: '机泵采购',
  });
  if (!termsOnScreens)
    await setContractTerms(
      contract.id,
      { dueDate: '2027-03-31', contractorId: contractorOrg.id, contractorName: contractorOrg.orgName },
      1,
    );
  const { tag } = await createTag({
    contractId: contract.id,
    tagNumber: `P-${projectId}A`,
    itemName: '进料泵',
    quantity: 1,
    mainItemCode: '1100',
    classCode: 'P-CEN',
  });
  const second = secondTag ? await secondTagOf(contract.id, projectId) : undefined;
  return {
    projectId,
    supplier,
    reviewer,
    supplierName: supplierOrg.orgName,
    contractorName: contractorOrg.orgName,
    contractId: contract.id,
    contractNo: contract.contractNo,
    tagNumber: tag.tagNumber,
    secondTagNumber: second?.tagNumber ?? '',
  };
}

async function secondTagOf(contractId: number, projectId: number) {
  const { tag } = await createTag({
    contractId,
    tagNumber: `P-${projectId}B`,
    itemName: '备用泵',
    quantity: 1,
    mainItemCode: '1100',
    classCode: 'P-CEN',
  });
  return tag;
}

async function inLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'zh') return;
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, lang]);
  await page.reload();
}

async function signedInAs(suite: BrowserSuite, account: FreshUser, lang: Lang): Promise<Page> {
  const page = await suite.newPage();
  if (lang === 'en') await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  await signIn(page, suite.captchas, account, { lang });
  return page;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const entry = (page: Page, legend: string): Locator => page.getByRole('group', { name: legend, exact: true });

/** The administrator sets the pump class's requirements and the contract's delivery terms on their screens. */
async function setTermsOnScreens(suite: BrowserSuite, lang: Lang, f: Awaited<ReturnType<typeof deliveryProject>>) {
  const ui = UI[lang];
  const t = ui.delivery.requirements;
  const admin = await suite.signedIn('admin');
  await inLanguage(admin, lang);
  await admin.goto(`/delivery/requirements?projectId=${f.projectId}&classCode=P-CEN`);
  await admin.getByRole('heading', { name: '离心泵 (P-CEN)' }).waitFor();
  await admin.getByRole('button', { name: t.add.properties }).click();
  const property = entry(admin, interpolate(t.propertiesEntry, { number: 1 }));
  await property.getByLabel(t.nameZh, { exact: true }).fill('额定功率');
  await property.getByLabel(t.nameEn, { exact: true }).fill('Rated power');
  await property.getByLabel(t.nameEn, { exact: true }).blur();
  await expect.poll(() => property.getByLabel(t.key, { exact: true }).inputValue(), POLL).toBe('ratedPower');
  await property.getByRole('combobox', { name: t.type }).click();
  await admin.getByRole('option', { name: ui.delivery.propertyType.number, exact: true }).click();
  await property.getByLabel(t.unit, { exact: true }).fill('kW');
  await admin.getByRole('button', { name: t.add.documents }).click();
  const drawing = entry(admin, interpolate(t.documentsEntry, { number: 1 }));
  await drawing.getByLabel(t.nameZh, { exact: true }).fill('总图');
  await drawing.getByLabel(t.nameEn, { exact: true }).fill('GA drawing');
  await drawing.getByLabel(t.nameEn, { exact: true }).blur();
  await expect.poll(() => drawing.getByLabel(t.key, { exact: true }).inputValue(), POLL).toBe('gaDrawing');
  await admin.getByRole('button', { name: ui.common.save, exact: true }).click();
  await toast(admin, t.saved);

  await admin.goto(`/device/contracts?projectId=${f.projectId}`);
  await row(admin, f.contractNo).getByRole('button', { name: ui.device.terms.title }).click();
  const terms = admin.getByRole('dialog', { name: ui.device.terms.title });
  await terms.getByLabel(ui.device.terms.dueDate, { exact: true }).fill('2027-03-31');
  await terms.getByRole('combobox', { name: ui.device.terms.contractor }).click();
  await admin.getByRole('option', { name: f.contractorName, exact: true }).click();
  const saved = admin.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/device/admin_contract_terms'));
  await terms.getByRole('button', { name: ui.common.save, exact: true }).click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(200);
  await toast(admin, ui.device.terms.saved);
  await terms.waitFor({ state: 'detached' });
  await row(admin, f.contractNo).getByText('2027-03-31').waitFor();
  await row(admin, f.contractNo).getByText(f.contractorName).waitFor();
  return admin;
}

/** Through the navbar's bell to the inbox's "Waiting for you", then the notice's link to its screen. */
async function openPersonalNotice(page: Page, lang: Lang, title: string): Promise<void> {
  const ui = UI[lang];
  // The bell's count refreshes each minute: a page open since before the notice may not count it yet.
  const bell = new RegExp(`^(${ui.notice.bell}|${ui.notice.bellUnread.replace('{{count}}', '\\d+')})$`);
  await page.getByRole('banner').getByRole('link', { name: bell }).click();
  await page.getByRole('region', { name: ui.notice.personal.heading }).getByRole('link', { name: title, exact: true }).click();
}

const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7 ${text}`) });

describe.each(['zh', 'en'] as const)('digital delivery, supplier to reviewer (%s)', (lang) => {
  const suite = useBrowserSuite();
  const ui = UI[lang];
  const t = ui.delivery;

  it('the administrator sets the requirements and the due date, the supplier fills a tag and uploads its drawing, the reviewer sends the drawing back, a new revision is approved, completeness reads 100 %, the scores suggest it and the log holds it', async () => {
    const started = Date.now();
    const f = await deliveryProject(suite, { termsOnScreens: true });
    const admin = await setTermsOnScreens(suite, lang, f);
    const supplier = await signedInAs(suite, f.supplier, lang);
    await sidebarMenu(supplier, lang)
      .getByRole('link', { name: message(lang, 'route.deliveryMine'), exact: true })
      .click();
    await supplier.getByRole('combobox', { name: ui.auditBreakdown.project }).click();
    await supplier.getByRole('option', { name: new RegExp(`^${f.projectId} `) }).click();
    await supplier.getByRole('button', { name: new RegExp(f.contractNo) }).click();
    await row(supplier, f.tagNumber).getByRole('link', { name: t.supplier.open }).click();
    await supplier.getByRole('heading', { name: `${message(lang, 'route.deliveryTag')} · ${f.tagNumber}` }).waitFor();
    expect(describeViolations('the tag form', await axeViolations(supplier))).toBe('');

    const power = supplier.getByLabel(`${lang === 'en' ? 'Rated power' : '额定功率'} *`, { exact: true });
    await power.fill('1,250');
    await supplier.getByRole('button', { name: t.tag.saveValues }).click();
    await toast(supplier, t.tag.saved);
    await expect.poll(() => power.inputValue(), POLL).toBe('1250');
    const drawing = lang === 'en' ? 'GA drawing' : '总图';
    await supplier.getByLabel(interpolate(t.tag.upload, { name: drawing }), { exact: true }).setInputFiles(pdf('GA-A.pdf', 'first'));
    await supplier.getByText(interpolate(t.tag.current, { revision: 1, fileName: 'GA-A.pdf', size: '0.00 MB' })).waitFor();
    await supplier.getByRole('button', { name: t.tag.submit }).click();
    await supplier.getByRole('alertdialog').getByRole('button', { name: ui.list.confirm }).click();
    await toast(supplier, t.tag.submitted);
    await supplier.getByText(t.tag.waitingReview).waitFor();

    // The reviewer is told in the inbox, and the notice opens the review; the queue is in the menu beside it.
    const reviewer = await signedInAs(suite, f.reviewer, lang);
    await sidebarMenu(reviewer, lang)
      .getByRole('link', { name: message(lang, 'route.deliveryReviews'), exact: true })
      .waitFor();
    const step = message(lang, 'auditRole.91');
    await openPersonalNotice(reviewer, lang, message(lang, 'notice.personal.reviewWaiting', { tagNumber: f.tagNumber, step }));
    await reviewer
      .getByRole('radiogroup', { name: `${lang === 'en' ? 'Rated power' : '额定功率'} *` })
      .getByLabel(t.review.approve)
      .click();
    await reviewer
      .getByRole('radiogroup', { name: `${drawing} *` })
      .getByLabel(t.review.reject)
      .click();
    await reviewer.getByLabel(t.review.comment).fill(lang === 'en' ? 'Nozzle orientation missing' : '缺少管口方位');
    expect(describeViolations('the review', await axeViolations(reviewer))).toBe('');
    await reviewer.getByRole('button', { name: t.review.send }).click();
    await toast(reviewer, t.review.done.rejected);

    await openPersonalNotice(supplier, lang, message(lang, 'notice.personal.itemsReturned', { tagNumber: f.tagNumber, count: 1 }));
    await supplier.getByText(interpolate(t.sentBack, { comment: lang === 'en' ? 'Nozzle orientation missing' : '缺少管口方位' })).waitFor();
    await supplier
      .getByLabel(interpolate(t.tag.uploadRevision, { name: drawing }), { exact: true })
      .setInputFiles(pdf('GA-B.pdf', 'second'));
    await supplier.getByText(interpolate(t.tag.current, { revision: 2, fileName: 'GA-B.pdf', size: '0.00 MB' })).waitFor();
    await supplier.getByRole('button', { name: t.tag.submit }).click();
    await supplier.getByRole('alertdialog').getByRole('button', { name: ui.list.confirm }).click();
    await toast(supplier, t.tag.submitted);

    await reviewer.goto('/delivery/reviews');
    await row(reviewer, f.tagNumber).getByRole('link', { name: t.review.open }).click();
    await reviewer.getByText(t.review.changed, { exact: true }).waitFor();
    await reviewer
      .getByRole('radiogroup', { name: `${drawing} *` })
      .getByLabel(t.review.approve)
      .click();
    await reviewer.getByRole('button', { name: t.review.send }).click();
    await toast(reviewer, t.review.done.approved);

    await supplier.goto(`/delivery/mine?projectId=${f.projectId}`);
    await supplier.getByRole('meter', { name: t.completeness }).first().waitFor();
    await expect.poll(() => supplier.getByRole('meter', { name: t.completeness }).first().getAttribute('aria-valuenow'), POLL).toBe('100');

    // The administrator sees what the delivery suggests on the supplier's score form, and every step in the log.
    await admin.goto('/datamationMaturityScore/list');
    const filters = admin.getByRole('search', { name: ui.list.filters });
    await filters.getByLabel(ui.score.orgName, { exact: true }).fill(f.supplierName);
    await filters.getByLabel(ui.score.orgName, { exact: true }).press('Enter');
    await admin.waitForURL((url) => url.searchParams.get('orgName') === f.supplierName);
    await admin
      .getByRole('row')
      .filter({ hasText: f.supplierName })
      .filter({ hasText: lang === 'en' ? `Delivery ${f.projectId}` : `交付项目${f.projectId}` })
      .getByRole('button', { name: ui.score.edit, exact: true })
      .click();
    const form = admin.getByRole('dialog', { name: ui.score.editTitle });
    await form.getByText(interpolate(ui.score.suggestedCompleteness, { value: 100, approved: 2, required: 2 })).waitFor();
    await form.getByText(interpolate(ui.score.suggestedTimeliness, { value: 100, onTime: 1, due: 1 })).waitFor();

    // Every step is in the operation log: each account's rows since the test began.
    const logOf = async (userCode: string) => {
      await admin.goto('/log/list');
      const filters = admin.getByRole('search', { name: ui.list.filters });
      await filters.getByLabel(ui.logList.userCode, { exact: true }).fill(userCode);
      await filters.getByLabel(ui.logList.from, { exact: true }).fill(beijing(started));
      await filters.getByLabel(ui.logList.from, { exact: true }).press('Enter');
      await admin.waitForURL((url) => url.searchParams.get('userCode') === userCode);
    };
    await logOf(f.supplier.userCode);
    for (const key of ['log.delivery.tagSaved', 'log.delivery.tagSubmitted'] as const)
      await row(admin, message(lang, key, { tagNumber: f.tagNumber }))
        .first()
        .waitFor();
    // Both revisions of the drawing, and two submissions.
    await expect.poll(() => row(admin, 'GA-').count(), POLL).toBe(2);
    await expect.poll(() => row(admin, message(lang, 'log.delivery.tagSubmitted', { tagNumber: f.tagNumber })).count(), POLL).toBe(2);
    await logOf(f.reviewer.userCode);
    // Sent back, then approved.
    await expect.poll(() => row(admin, f.tagNumber).count(), POLL).toBe(2);
    await logOf('admin');
    await row(admin, 'P-CEN').first().waitFor();
    await row(admin, f.contractNo).first().waitFor();
  });
  it("the supplier downloads the contract's workbook, fills the second tag's value in it and imports it", async () => {
    const f = await deliveryProject(suite, { secondTag: true });
    const supplier = await signedInAs(suite, f.supplier, lang);
    await supplier.goto(`/delivery/mine?projectId=${f.projectId}&contractId=${f.contractId}`);
    await row(supplier, f.secondTagNumber).waitFor();

    const download = supplier.waitForEvent('download', { timeout: 60_000 });
    await supplier.getByRole('button', { name: t.supplier.workbookDownload, exact: true }).click();
    await toast(supplier, message(lang, 'message.export.success'));
    const file = await download;
    const book = read(await readFile((await file.path())!));
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    // A row per tag and property: the tag no., class, key, name, how to fill, value.
    expect(rows.slice(1).map((cells) => [cells[0], cells[2]])).toEqual([
      [f.tagNumber, 'ratedPower'],
      [f.secondTagNumber, 'ratedPower'],
    ]);
    rows[2]![5] = '880';

    await supplier
      .locator('input[type=file]')
      .setInputFiles({ name: 'delivery.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(workbookBytes(rows)) });
    const report = supplier.getByRole('dialog', { name: ui.org.reportTitle });
    await report.getByText(message(lang, 'message.import.success'), { exact: true }).waitFor({ timeout: 60_000 });
    await report.getByRole('button', { name: ui.common.close, exact: true }).first().click();

    await row(supplier, f.secondTagNumber).getByRole('link', { name: t.supplier.open }).click();
    const power = supplier.getByLabel(`${lang === 'en' ? 'Rated power' : '额定功率'} *`, { exact: true });
    await expect.poll(() => power.inputValue(), POLL).toBe('880');
  });
});
