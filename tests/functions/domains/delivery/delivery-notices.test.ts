import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonalNoticePage, TagDelivery } from '@sddp/shared';
import { handler as deliveryHandler } from '#domains/delivery/handler';
import { handler as noticeHandler } from '#domains/notice/handler';
import { saveAssignment } from '#entities/audit-assignment';
import { getOrg } from '#entities/org';
import { personalNoticesOf } from '#entities/personal-notice';
import { setLogSink, type LogEntry } from '#kit/logger';
import { call } from '#test/api-event';
import { createTestUser, uniqueCode } from '#test/fixtures';
import { createTestOrg } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { deliveryFixture, reviewerOfNothing, uploadRevision } from './delivery-fixture';

/** Lets a test make every personal-notice write fail, as an unavailable table would. */
const writes = vi.hoisted(() => ({ fail: false }));
vi.mock('#entities/personal-notice', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#entities/personal-notice')>();
  return {
    ...actual,
    sendPersonalNotices: (...args: Parameters<typeof actual.sendPersonalNotices>) =>
      writes.fail ? Promise.reject(new Error('table unavailable')) : actual.sendPersonalNotices(...args),
  };
});

afterEach(() => {
  writes.fail = false;
  setLogSink(undefined);
});

const post = <T>(token: string, path: string, body: Record<string, unknown>) =>
  call<T>(deliveryHandler, { method: 'POST', path, body, token });
const personal = async (token: string, language?: string) =>
  (await call<PersonalNoticePage>(noticeHandler, { path: '/work/notice/personal', token, ...(language ? { language } : {}) })).result;
const unread = async (token: string) =>
  (await call<{ count: number }>(noticeHandler, { path: '/work/notice/unreadCount', token })).result.count;
/** Who was told what, read straight from the accounts' partitions (accounts without a token too). */
const kindsOf = async (userId: number) => (await personalNoticesOf(userId, 50)).notices.map((notice) => notice.noticeKind);

/** The fixture's tag filled and submitted by its supplier; an owner's final reviewer too when asked. */
async function submittedTag(options: { finalReview?: boolean } = {}) {
  const f = await deliveryFixture();
  let owner: { id: number; token: string } | undefined;
  if (options.finalReview) {
    const org = await createTestOrg({
      orgType: '90',
      orgName: uniqueCode('业主'),
      projects: { [String(f.project.id)]: new Date().toISOString() },
    });
    const account = await createTestUser({ orgId: org.id, orgName: org.orgName, userRole: '90', projectIds: [f.project.id] });
    await saveAssignment({ projectId: f.project.id, cbsId: f.contractor.id, auditRole: '90', userId: account.id, orgId: org.id }, [
      { code: '1100', codes: ['P-CEN'] },
    ]);
    owner = { id: account.id, token: await tokenFor(account.userCode) };
  }
  await post(f.supplierToken, '/delivery/supplier/tag/save', { tagId: f.tag.id, version: 0, values: [{ key: 'ratedPower', value: '90' }] });
  await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga-A.pdf');
  const submitted = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 2 });
  expect(submitted.code, submitted.message).toBe(200);
  const primaryUserId = (await getOrg(f.supplier.id))!.primaryUserId;
  return { ...f, owner, primaryUserId, reviewerToken: await tokenFor(f.reviewerUser.userCode) };
}

describe('personal notices of digital delivery (issue 29)', () => {
  it('a submission tells each reviewer it is routed to, in their language, with a link to the review; nobody else', async () => {
    const f = await submittedTag();
    const otherSupplier = await createTestUser({ projectIds: [f.project.id] });
    const unassignedReviewer = await reviewerOfNothing(f);
    const zh = await personal(f.reviewerToken);
    expect(zh).toEqual({
      rows: [
        {
          id: expect.stringMatching(new RegExp(`#tag-${f.tag.id}-v3-reviewWaiting$`)),
          kind: 'reviewWaiting',
          title: `位号 ${f.tag.weihao} 待您审核（专业审查）`,
          detail: `合同 ${f.contract.contractNo} 机泵 · ${f.project.projectName}`,
          target: { screen: 'review', tagId: f.tag.id },
          createTime: expect.any(String),
          read: false,
        },
      ],
      cursor: '',
    });
    expect((await personal(f.reviewerToken, 'en')).rows[0]).toMatchObject({
      title: `Tag ${f.tag.weihao} is waiting for your review (Professional review)`,
      detail: `Contract ${f.contract.contractNo} 机泵 · ${f.project.projectNameEn}`,
    });
    expect(await unread(f.reviewerToken)).toBe(1);
    expect((await personal(f.supplierToken)).rows).toEqual([]);
    expect(await kindsOf(f.primaryUserId)).toEqual([]);
    expect(await kindsOf(unassignedReviewer.id)).toEqual([]);
    expect(await kindsOf(otherSupplier.id)).toEqual([]);
  });

  it('sending items back tells the supplier’s accounts that take part in the project, with a link to the tag', async () => {
    const f = await submittedTag();
    const unassigned = await createTestUser({ orgId: f.supplier.id, userRole: '10' });
    const otherSupplier = await createTestUser({ projectIds: [f.project.id] });
    const returned = await post<TagDelivery>(f.reviewerToken, '/delivery/review', {
      tagId: f.tag.id,
      version: 3,
      decisions: [
        { key: 'ratedPower', approved: true },
        { key: 'gaDrawing', approved: false, comment: '缺少管口方位' },
      ],
    });
    expect(returned.result.status).toBe('rejected');
    expect((await personal(f.supplierToken)).rows).toEqual([
      expect.objectContaining({
        kind: 'itemsReturned',
        title: `位号 ${f.tag.weihao} 被退回（待修改 1 项）`,
        target: { screen: 'tag', tagId: f.tag.id },
        read: false,
      }),
    ]);
    expect((await personal(f.supplierToken, 'en')).rows[0]!.title).toBe(`Tag ${f.tag.weihao} was sent back (items to revise: 1)`);
    // The organisation's primary account takes part in every project the organisation joined.
    expect(await kindsOf(f.primaryUserId)).toEqual(['itemsReturned']);
    expect(await kindsOf(unassigned.id)).toEqual([]);
    expect(await kindsOf(otherSupplier.id)).toEqual([]);
    expect(await kindsOf(f.reviewerUser.id)).toEqual(['reviewWaiting']);
  });

  it('a professional review that passes the tag on tells the owner’s final reviewers; the final approval tells the supplier', async () => {
    const f = await submittedTag({ finalReview: true });
    expect(await kindsOf(f.owner!.id)).toEqual([]);
    const approve = [
      { key: 'ratedPower', approved: true },
      { key: 'gaDrawing', approved: true },
    ];
    expect(
      (await post<TagDelivery>(f.reviewerToken, '/delivery/review', { tagId: f.tag.id, version: 3, decisions: approve })).result,
    ).toMatchObject({ status: 'submitted', reviewStep: '90' });
    expect((await personal(f.owner!.token)).rows).toEqual([
      expect.objectContaining({
        kind: 'reviewWaiting',
        title: `位号 ${f.tag.weihao} 待您审核（业主终审）`,
        target: { screen: 'review', tagId: f.tag.id },
      }),
    ]);
    expect((await personal(f.supplierToken)).rows).toEqual([]);
    const approved = await post<TagDelivery>(f.owner!.token, '/delivery/review', { tagId: f.tag.id, version: 4, decisions: [] });
    expect(approved.result.status).toBe('approved');
    expect((await personal(f.supplierToken)).rows).toEqual([
      expect.objectContaining({
        kind: 'tagApproved',
        title: `位号 ${f.tag.weihao} 的交付已审核通过`,
        target: { screen: 'tag', tagId: f.tag.id },
      }),
    ]);
    expect(await kindsOf(f.primaryUserId)).toEqual(['tagApproved']);
    expect(await kindsOf(f.reviewerUser.id)).toEqual(['reviewWaiting']);
  });

  it('a notice that cannot be written is logged, and the submission still succeeds', async () => {
    const f = await deliveryFixture();
    await post(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: f.tag.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '90' }],
    });
    await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga-A.pdf');
    const lines: LogEntry[] = [];
    setLogSink((entry) => lines.push(entry));
    writes.fail = true;
    const submitted = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 2 });
    expect(submitted.code, submitted.message).toBe(200);
    expect(submitted.result.status).toBe('submitted');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'delivery notices not written',
        tagId: f.tag.id,
        error: 'Error: table unavailable',
      }),
    );
    expect(await kindsOf(f.reviewerUser.id)).toEqual([]);
  });
});
