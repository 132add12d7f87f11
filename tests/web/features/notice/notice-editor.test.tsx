import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { NoticeEditorPage } from '@/features/notice/editor/notice-editor-page';
import { envelope } from '../../support/fake-fetch';
import { stubXhrOverFetch } from '../../support/fake-xhr';
import { renderWithRouter } from '../../support/render-with-router';
import { useSignedInApi } from '../../support/signed-in-api';
import { detailOf, pinned, stubNoticeServer } from './notice-harness';

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

// Each test drives a whole screen (TipTap, dialogs, several round trips): slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

useSignedInApi();

const renderEditor = (id?: number) =>
  renderWithRouter(() => (
    <>
      <NoticeEditorPage id={id} />
      <Toaster />
    </>
  ));

const ATTACHMENT_URL = 'https://bucket.example/fqa/work_notice/123e4567-e89b-12d3-a456-426614174000/plan.pdf?X-Amz-Signature=1';

describe('NoticeEditorPage', () => {
  it('checks in the spec §5 order before anything is sent, and pins by default', async () => {
    const fake = stubNoticeServer();
    renderEditor();
    const user = userEvent.setup();
    const publish = await screen.findByRole('button', { name: '发布' });
    expect(screen.getByRole('radio', { name: '置顶' })).toBeChecked();
    await user.click(publish);
    expect(await screen.findByText('请填写标题')).toBeInTheDocument();
    await user.type(screen.getByLabelText('标题'), '停电通知');
    await user.click(publish);
    expect(await screen.findByText('请选择发布项目')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: '镇海' }));
    await user.click(publish);
    expect(await screen.findByText('请选择发布范围')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: '供应商' }));
    await user.click(publish);
    expect(await screen.findByText('请填写通知内容')).toBeInTheDocument();
    expect(fake.callsTo('/work/notice/admin/insert')).toHaveLength(0);
  });

  it('loads a notice by id and sends the edit with its version', async () => {
    const fake = stubNoticeServer({ 'GET /user-api/work/notice/admin/detail': () => envelope(detailOf(pinned, '<p>旧正文</p>')) });
    renderEditor(7);
    const user = userEvent.setup();
    expect(await screen.findByText('旧正文')).toBeInTheDocument();
    expect(screen.getByLabelText('标题')).toHaveValue('停电通知');
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(fake.callsTo('/work/notice/admin/update')).toHaveLength(1));
    expect(fake.callsTo('/work/notice/admin/update')[0]!.body).toMatchObject({
      id: 7,
      version: 3,
      title: '停电通知',
      projectIds: [8001, 8002],
      scopeType: '0',
      scopeRoles: ['10'],
      topFlg: '1',
      content: '<p>旧正文</p>',
    });
    expect(await screen.findByText('更新成功!')).toBeInTheDocument();
  });

  it("shows the server's field error on its field", async () => {
    stubNoticeServer({
      'GET /user-api/work/notice/admin/detail': () => envelope(detailOf(pinned)),
      'POST /user-api/work/notice/admin/update': () =>
        envelope({ fieldErrors: { projectIds: '项目 8002 不存在' } }, 400, '项目 8002 不存在'),
    });
    renderEditor(7);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '更新' }));
    expect(await screen.findByText('项目 8002 不存在')).toBeInTheDocument();
  });

  it("'upload attachment' puts the file in storage and inserts 'Attachment: {filename}' as a link", async () => {
    const fake = stubNoticeServer({
      'GET /user-api/work/notice/admin/detail': () => envelope(detailOf(pinned)),
      'POST /user-api/work/notice/admin/upload': () =>
        envelope({
          url: ATTACHMENT_URL,
          key: 'fqa/work_notice/x/plan.pdf',
          headers: { 'content-type': 'application/octet-stream' },
          expiresAt: '2026-01-01T00:00:00Z',
          viewUrl: ATTACHMENT_URL,
        }),
      'PUT /fqa/work_notice/123e4567-e89b-12d3-a456-426614174000/plan.pdf': () => ({ status: 200, body: null }),
    });
    stubXhrOverFetch();
    renderEditor(7);
    await screen.findByText('正文');
    fireEvent.change(screen.getByTestId('notice-upload-attachment'), {
      target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    const link = await screen.findByRole('link', { name: '附件：plan.pdf' });
    expect(link).toHaveAttribute('href', ATTACHMENT_URL);
    expect(fake.callsTo('/work/notice/admin/upload')[0]!.body).toMatchObject({ kind: 'attachment', fileName: 'plan.pdf', size: 4 });
  });

  it('an image, then an attachment: both stay in the text and Update sends both', async () => {
    const IMAGE_URL = 'https://bucket.example/fqa/work_notice/123e4567-e89b-12d3-a456-426614174001/dot.png?X-Amz-Signature=2';
    const targets = [IMAGE_URL, ATTACHMENT_URL];
    const fake = stubNoticeServer({
      'GET /user-api/work/notice/admin/detail': () => envelope(detailOf(pinned)),
      'POST /user-api/work/notice/admin/upload': () => {
        const url = targets.shift()!;
        return envelope({ url, key: 'fqa/work_notice/x/y', headers: {}, expiresAt: '2026-01-01T00:00:00Z', viewUrl: url });
      },
      'PUT /fqa/work_notice/123e4567-e89b-12d3-a456-426614174001/dot.png': () => ({ status: 200, body: null }),
      'PUT /fqa/work_notice/123e4567-e89b-12d3-a456-426614174000/plan.pdf': () => ({ status: 200, body: null }),
    });
    stubXhrOverFetch();
    renderEditor(7);
    const user = userEvent.setup();
    await screen.findByText('正文');
    fireEvent.change(screen.getByTestId('notice-upload-image'), {
      target: { files: [new File(['png'], 'dot.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'dot.png' })).toHaveAttribute('src', IMAGE_URL);
    fireEvent.change(screen.getByTestId('notice-upload-attachment'), {
      target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByRole('link', { name: '附件：plan.pdf' });
    expect(screen.getByRole('img', { name: 'dot.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(fake.callsTo('/work/notice/admin/update')).toHaveLength(1));
    const { content } = fake.callsTo('/work/notice/admin/update')[0]!.body as { content: string };
    expect(content).toContain('<img src="https://bucket.example/fqa/work_notice/123e4567-e89b-12d3-a456-426614174001/dot.png');
    expect(content).toContain('附件：plan.pdf</a>');
  });

  it('refuses a file of the wrong type before anything is uploaded', async () => {
    const fake = stubNoticeServer({ 'GET /user-api/work/notice/admin/detail': () => envelope(detailOf(pinned)) });
    renderEditor(7);
    await screen.findByText('正文');
    fireEvent.change(screen.getByTestId('notice-upload-image'), {
      target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByText('不支持该文件类型')).toBeInTheDocument();
    expect(fake.callsTo('/work/notice/admin/upload')).toHaveLength(0);
  });
});
