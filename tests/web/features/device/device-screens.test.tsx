import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ItemInfo } from '@sddp/shared';
import { ContractListPage } from '@/features/device/contracts/contract-list-page';
import { contractListSearchSchema } from '@/features/device/contracts/contract-list-search';
import { ItemForm } from '@/features/device/item/item-form';
import { reportCsv, reportDefinition } from '@/features/device/reports/report-definitions';
import { changeLanguage, i18n } from '@/i18n';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { renderListScreen } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { TABLE_CELL_TEXT } from '../../support/table';
import { contractRow, tagRow } from './device-rows';

const contract = (id: number, tagCount: number) => contractRow(id, tagCount);

const item: ItemInfo = {
  ...tagRow,
  sheet: { manufacturer: '', model: '', material: '', designPressure: '', designTemperature: '', motorPower: '', weight: '', remark: '' },
};

useSignedInApi();

describe('ContractListPage', () => {
  it('deletes a contract with tag numbers only after its own question, sending withTags', async () => {
    const fake = stubFetch({
      'GET /user-api/device/admin_list_contract': () => envelope({ rows: [contract(1, 3), contract(2, 0)], total: 2 }),
      'GET /user-api/device/project_options': () => envelope({ rows: [] }),
      'POST /user-api/device/admin_delete_contract': (call) => envelope({ id: (call.body as { id: number }).id, tagsDeleted: 3 }),
    });
    const { user } = renderListScreen(
      contractListSearchSchema,
      (search, navigate) => <ContractListPage search={search} navigate={navigate} />,
      '/',
    );
    const cell = await screen.findByText('ZH-P-001', TABLE_CELL_TEXT);
    const row = within(cell.closest('tr')!);
    expect(row.queryByRole('button', { name: '删除' })).toBeNull();
    await user.click(row.getByRole('button', { name: '连同位号删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('合同 ZH-P-001 下还有 3 个位号。确认连同这些位号一并删除？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fake.callsTo('/device/admin_delete_contract')[0]?.body).toEqual({ id: 1, withTags: true }));

    const empty = within((await screen.findByText('ZH-P-002', TABLE_CELL_TEXT)).closest('tr')!);
    await user.click(empty.getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fake.callsTo('/device/admin_delete_contract')[1]?.body).toEqual({ id: 2, withTags: false }));
  });
});

describe('ContractListPage in English', () => {
  afterEach(() => changeLanguage('zh'));

  it('names each contract’s project as the project is named in English, not as the contract stored it', async () => {
    await changeLanguage('en');
    stubFetch({
      'GET /user-api/device/admin_list_contract': () => envelope({ rows: [contract(1, 3)], total: 1 }),
      'GET /user-api/device/project_options': () =>
        envelope({ rows: [{ projectId: 8001, projectName: '镇海项目', projectNameEn: 'Zhenhai' }] }),
    });
    renderListScreen(contractListSearchSchema, (search, navigate) => <ContractListPage search={search} navigate={navigate} />, '/');
    const row = within((await screen.findByText('ZH-P-001', TABLE_CELL_TEXT)).closest('tr')!);
    expect(await row.findByText('8001 Zhenhai')).toBeInTheDocument();
    expect(row.queryByText(/镇海/)).toBeNull();
  });
});

describe('ItemForm', () => {
  it('checks the sheet with the shared rules, and after a refused stale save shows the current sheet', async () => {
    const current = { ...item, version: 2, sheet: { ...item.sheet, manufacturer: '甲厂' } };
    const fake = stubFetch({
      'GET /user-api/device/admin_tag_places': () => envelope({ projectId: 8001, mainItems: [], classes: [] }),
      'POST /user-api/device/admin_item_update': () => ({
        status: 409,
        body: { code: 409, message: '数据已被他人修改，表单已显示最新内容，请核对后再保存', result: { current } },
      }),
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ItemForm item={item} />
      </QueryClientProvider>,
    );
    await user.clear(screen.getByLabelText('数量'));
    await user.type(screen.getByLabelText('数量'), '0');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('数量应为1到10000的整数')).toBeInTheDocument();
    expect(fake.callsTo('/device/admin_item_update')).toHaveLength(0);

    await user.clear(screen.getByLabelText('数量'));
    await user.type(screen.getByLabelText('数量'), '3');
    await user.type(screen.getByLabelText('制造商'), '乙厂');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByLabelText('制造商')).toHaveValue('甲厂'));
    expect(fake.callsTo('/device/admin_item_update')[0]?.body).toMatchObject({ id: 9, version: 1, quantity: 3, manufacturer: '乙厂' });
  });
});

describe('report export', () => {
  it('writes the table as CSV in the current language, keeping a leading = as text', () => {
    const t = i18n.t.bind(i18n);
    const row = { supplierId: 1, supplierName: '=cmd', contracts: 2, tags: 5, handedOver: 1, deliveryCompleteness: 50, onTimeShare: null };
    const csv = reportCsv(reportDefinition(2, t), [row]);
    // Issue 29's delivery columns: a share without submissions yet is an empty cell.
    expect(csv).toBe("\uFEFF供应商,合同数,位号数,已移交,交付完整度 (%),按时首次提交 (%)\r\n'=cmd,2,5,1,50,\r\n");
  });

  it('names a row’s project as the project label says (its name now, in the reader’s language), in the table and the CSV', () => {
    const t = i18n.t.bind(i18n);
    const definition = reportDefinition(1, t, (projectId, stored) => (stored === '镇海项目' ? `${projectId} Zhenhai` : stored));
    const csv = reportCsv(definition, [{ projectId: 8001, projectName: '镇海项目', equipmentType: 0, tags: 2 }]);
    expect(csv.split('\r\n')[1]).toBe(`8001 Zhenhai,${t('ui.device.otherItem')},2`);
  });
});
