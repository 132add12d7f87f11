import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../support/fake-fetch';
import { renderScoreList, rowOf, scoredRow, stubScoreServer, useScoreScreenSession } from './score-list-harness';

const errorOf = (input: HTMLElement) => input.closest('[data-slot=field]')!.querySelector('[data-slot=field-error]')?.textContent ?? '';

useScoreScreenSession();

async function openEdit(orgName: string) {
  const { user } = renderScoreList();
  const edit = (await rowOf(orgName)).getByRole('button', { name: '编辑' });
  expect(edit).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(edit);
  // The form's code loads when the dialog first opens (issue 16).
  return { user, dialog: within(await screen.findByRole('dialog', { name: '供应商评价' })) };
}

describe('supplier evaluation (spec §2.23, §5 Scores)', () => {
  it('shows the supplier read-only and the six scores in the list order, checked with the §5 messages', async () => {
    const fake = stubScoreServer();
    const { user, dialog } = await openEdit('Bolt Valves');
    expect(dialog.getByLabelText('供应商名称')).toHaveValue('Bolt Valves');
    expect(dialog.getByLabelText('供应商名称')).toBeDisabled();
    const labels = dialog.getAllByRole('textbox').map((input) => input.closest('[data-slot=field]')!.querySelector('label')!.textContent);
    expect(labels).toEqual(['供应商名称', '项目名称', '交付及时性', '交付完整性', '交付准确性', '设计院协同', '分包商成熟度', '其他']);
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(errorOf(dialog.getByLabelText('交付及时性'))).toBe('评分不能为空');
    // What is typed stays as typed: the rule says what is wrong with it.
    await user.type(dialog.getByLabelText('交付及时性'), '5.5');
    expect(dialog.getByLabelText('交付及时性')).toHaveValue('5.5');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText('交付及时性'))).toBe('评分范围在0-100'));
    expect(fake.callsTo('/score/update')).toHaveLength(0);
  });

  it('names the weights, previews the overall score and saves the numbers with the version', async () => {
    const fake = stubScoreServer();
    const { user, dialog } = await openEdit('Bolt Valves');
    expect(
      dialog.getByText(/交付及时性 20%、交付完整性 20%、交付准确性 20%、设计院协同 15%、分包商成熟度 15%、其他 10%/),
    ).toBeInTheDocument();
    const values = { 交付及时性: '90', 交付完整性: '70', 交付准确性: '80', 设计院协同: '60', 分包商成熟度: '50', 其他: '40' };
    for (const [label, value] of Object.entries(values)) await user.type(dialog.getByLabelText(label), value);
    expect(dialog.getByText('综合评分（预估）：68.5')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(fake.callsTo('/score/update').map((call) => call.body)).toEqual([
      { id: 102_008_002, version: 0, score1: 90, score3: 70, score2: 80, score4: 60, score5: 50, score6: 40 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows what the delivery data suggests for timeliness and completeness, and Use puts it in the field (issue 29)', async () => {
    const fake = stubScoreServer(1, {
      'GET /user-api/score/suggested': () =>
        envelope({ score1: { value: 75, onTime: 3, due: 4 }, score3: { value: 50, approved: 10, required: 20 } }),
    });
    const { user, dialog } = await openEdit('Bolt Valves');
    expect(await dialog.findByText('建议 75：到期位号 4 个，按期首次提交 3 个')).toBeInTheDocument();
    expect(dialog.getByText('建议 50：必交项 20 项，已通过 10 项')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '采用交付及时性建议值 75' }));
    expect(dialog.getByLabelText('交付及时性')).toHaveValue('75');
    // Only timeliness and completeness are suggested.
    expect(dialog.queryByRole('button', { name: /采用交付准确性/ })).toBeNull();
    const others = { 交付完整性: '60', 交付准确性: '80', 设计院协同: '60', 分包商成熟度: '50', 其他: '40' };
    for (const [label, value] of Object.entries(others)) await user.type(dialog.getByLabelText(label), value);
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.callsTo('/score/update')[0]?.body).toMatchObject({ score1: 75, score3: 60 }));
  });

  it("says '编辑失败' and keeps the dialog when the server refuses", async () => {
    stubScoreServer(1, { 'POST /user-api/score/update': () => envelope(null, 403, '只有平台运营机构可以编辑评分') });
    const { user, dialog } = await openEdit('Acme Pumps');
    expect(dialog.getByLabelText('交付及时性')).toHaveValue(String(scoredRow.score1));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('编辑失败')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
