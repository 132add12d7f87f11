import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TIMING, type PumpDetail } from '@sddp/shared';
import { ContractListPage } from '@/features/device/contracts/contract-list-page';
import { contractListSearchSchema } from '@/features/device/contracts/contract-list-search';
import { TagListPage } from '@/features/device/tags/tag-list-page';
import { tagListSearchSchema } from '@/features/device/tags/tag-list-search';
import { envelope, stubFetch, type FetchCall } from '../../support/fake-fetch';
import { renderListScreen } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { contractRow, tagRow } from './device-rows';

const contract = contractRow(1, 0, 1);
const tag = tagRow;

const PROJECTS = {
  rows: [
    { projectId: 8001, projectName: '镇海项目', projectNameEn: 'Zhenhai' },
    { projectId: 8002, projectName: '海南项目', projectNameEn: 'Hainan' },
  ],
};

const common = {
  'GET /user-api/device/project_options': () => envelope(PROJECTS),
  'GET /user-api/device/admin_supplier_options': () => envelope({ rows: [{ id: 101, orgCode: '10010001', orgName: '华东泵业有限公司' }] }),
};

const listQueries = (calls: readonly FetchCall[]) =>
  calls.filter((call) => call.url.includes('/device/admin_list_contract')).map((call) => new URL(call.url, 'http://x').searchParams);

useSignedInApi();

const contractScreen = () =>
  renderListScreen(contractListSearchSchema, (search, navigate) => <ContractListPage search={search} navigate={navigate} />, '/');

describe('the contract list’s project filter', () => {
  it('chooses a project by name instead of a typed id', async () => {
    const fake = stubFetch({ ...common, 'GET /user-api/device/admin_list_contract': () => envelope({ rows: [contract], total: 1 }) });
    const { user } = contractScreen();
    await user.click(await screen.findByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByRole('option', { name: '8002 海南项目' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listQueries(fake.calls).at(-1)?.get('projectId')).toBe('8002'));
  });
});

async function openContractDialog(user: ReturnType<typeof contractScreen>['user']) {
  const opener = await screen.findByRole('button', { name: '新增合同' });
  expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(opener);
  return within(await screen.findByRole('dialog'));
}

async function fillContract(user: ReturnType<typeof contractScreen>['user'], dialog: ReturnType<typeof within>) {
  await user.click(dialog.getByRole('combobox', { name: '项目' }));
  await user.click(await screen.findByRole('option', { name: '8001 镇海项目' }));
  await user.type(dialog.getByLabelText('供应商机构编码'), '10010001');
  expect(await dialog.findByText('供应商：华东泵业有限公司')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('合同号'), 'ZH-P-001');
  await user.type(dialog.getByLabelText('合同名称'), '机泵采购');
  await user.click(dialog.getByRole('button', { name: '保存' }));
}

describe('New contract', () => {
  it('checks the fields with the shared rules, sends the chosen project and supplier, and shows a number taken under its field', async () => {
    const fake = stubFetch({
      ...common,
      'GET /user-api/device/admin_list_contract': () => envelope({ rows: [], total: 0 }),
      'POST /user-api/device/admin_add_contract': () => ({
        status: 400,
        body: { code: 400, message: '参数错误', result: { fieldErrors: { contractNo: '合同号“ZH-P-001”在该项目中已存在' } } },
      }),
    });
    const { user } = contractScreen();
    const dialog = await openContractDialog(user);
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        '请选择项目',
        '请选择供应商',
        '请输入合同号',
        '请输入合同名称',
      ]),
    );
    expect(dialog.getByRole('combobox', { name: '项目' })).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('/device/admin_add_contract')).toHaveLength(0);

    await fillContract(user, dialog);
    expect(await dialog.findByText('合同号“ZH-P-001”在该项目中已存在')).toBeInTheDocument();
    expect(fake.callsTo('/device/admin_add_contract')[0]?.body).toEqual({
      projectId: 8001,
      orgCode: '10010001',
      contractNo: 'ZH-P-001',
      contractName: '机泵采购',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with a toast once added, and starts from the list’s project', async () => {
    const fake = stubFetch({
      ...common,
      'GET /user-api/device/admin_list_contract': () => envelope({ rows: [], total: 0 }),
      'POST /user-api/device/admin_add_contract': () => envelope(contract),
    });
    const { user } = renderListScreen(
      contractListSearchSchema,
      (search, navigate) => <ContractListPage search={search} navigate={navigate} />,
      '/?projectId=8002',
    );
    const dialog = await openContractDialog(user);
    await waitFor(() => expect(dialog.getByRole('combobox', { name: '项目' })).toHaveTextContent('8002 海南项目'));
    await fillContract(user, dialog);
    expect(await screen.findByText('合同已新增')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo('/device/admin_add_contract')).toHaveLength(1);
  });
});

describe('New tag number', () => {
  it('names the catalogue pump typed, fills the item from it, and sends the pump id', async () => {
    const pump = { bengName: 'OH2-80-250', bengTypeName: 'OH2' } as Partial<PumpDetail>;
    const fake = stubFetch({
      'GET /user-api/device/admin_list_weihao': () => envelope({ rows: [tag], total: 1 }),
      'GET /user-api/device/pump_detail': (call) =>
        new URL(call.url, 'http://x').searchParams.get('id') === '7'
          ? envelope({
              ...pump,
              id: 7,
              weihao: 'P-1',
              bengType: 7,
              jiezhi: 1,
              liuliang: 50,
              yangcheng: 80,
              qihuayali: 1,
              yacha: 1,
              xiaolv: 1,
              guankourukou: 80,
              closeness: null,
              manufacturer: 'm',
              speed: 2950,
              npshr: 2,
              efficiency: 60,
              uses: [],
            })
          : { status: 404, body: { code: 404, message: '目录中没有该泵', result: null } },
      'POST /user-api/device/admin_add_weihao': () => envelope({ ...tag, id: 10, weihao: 'P-1102B' }),
      'GET /user-api/device/admin_tag_places': () =>
        envelope({
          projectId: 8001,
          mainItems: [{ code: '1100', name: '常减压装置' }],
          classes: [{ code: 'P-CEN', name: '离心泵', type: '泵' }],
        }),
    });
    const { user } = renderListScreen(
      tagListSearchSchema,
      (search, navigate) => <TagListPage search={search} navigate={navigate} />,
      '/?contractId=1',
    );
    const opener = await screen.findByRole('button', { name: '新增位号' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading')).toHaveTextContent('新增位号 · ZH-P-001');
    await user.type(dialog.getByLabelText('位号'), 'P 1102');
    await user.type(dialog.getByLabelText('目录泵编号'), '99');
    expect(await dialog.findByText('目录中没有该泵')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('目录泵编号'));
    await user.type(dialog.getByLabelText('目录泵编号'), '7');
    expect(await dialog.findByText('目录泵：OH2-80-250（OH2）')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('设备名称')).toHaveValue('OH2-80-250'));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('位号只能包含字母、数字和“-”，如 P-1101A')).toBeInTheDocument();
    expect(fake.callsTo('/device/admin_add_weihao')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('位号'));
    await user.type(dialog.getByLabelText('位号'), 'P-1102B');
    // The class comes from the contract's project's breakdown; the main item may stay unset.
    await user.click(dialog.getByRole('combobox', { name: '工厂对象分类' }));
    await user.click(await screen.findByRole('option', { name: 'P-CEN 离心泵' }));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(fake.callsTo('/device/admin_add_weihao')[0]?.body).toEqual({
        contractId: 1,
        weihao: 'P-1102B',
        pumpId: 7,
        itemName: 'OH2-80-250',
        quantity: 1,
        mainItemCode: '',
        classCode: 'P-CEN',
      }),
    );
    expect(await screen.findByText('位号已新增')).toBeInTheDocument();
  });
});

describe('Delivery terms (issue 29)', () => {
  const cbs = {
    ...{ id: 1, projectId: 8001, orgId: 201, orgCode: '20010001', bpCode: '', orgName: '中化工程建设有限公司', orgType: '20' },
    ...{ flag: 'y', addState: 'y', state: '1', createTime: '2026-03-05T00:00:00.000Z' },
  };

  it('sets the due date and one of the project’s contractors, and after a refused stale save shows the contract as it is', async () => {
    const current = { ...contract, version: 2, dueDate: '2027-01-15' };
    let answer: 'stale' | 'saved' = 'stale';
    const fake = stubFetch({
      ...common,
      'GET /user-api/device/admin_list_contract': () => envelope({ rows: [contract], total: 1 }),
      'GET /user-api/project/admin/list_cbs': () => envelope({ rows: [cbs], total: 1, projectName: '镇海项目', projectNameEn: 'Zhenhai' }),
      'POST /user-api/device/admin_contract_terms': () =>
        answer === 'stale'
          ? { status: 409, body: { code: 409, message: '数据已被他人修改，表单已显示最新内容，请核对后再保存', result: { current } } }
          : envelope({ ...current, version: 3, dueDate: '2027-03-31', contractorId: 201, contractorName: cbs.orgName }),
    });
    const { user } = contractScreen();
    const row = within((await screen.findByText('ZH-P-001')).closest('tr')!);
    expect(row.getByText('未设置')).toBeInTheDocument();
    expect(row.getByText('无承包商')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: '交付条件' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('资料截止日期'), '2027-03-31');
    await user.click(dialog.getByRole('combobox', { name: '承包商' }));
    await user.click(await screen.findByRole('option', { name: cbs.orgName }));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog.getByLabelText('资料截止日期')).toHaveValue('2027-01-15'));
    expect(fake.callsTo('/device/admin_contract_terms')[0]?.body).toEqual({ id: 1, version: 1, dueDate: '2027-03-31', contractorId: 201 });

    answer = 'saved';
    // A second save within the debounce of the first is dropped, as a double click is.
    await new Promise((resolve) => setTimeout(resolve, TIMING.debounceMs));
    await user.click(dialog.getByRole('combobox', { name: '承包商' }));
    await user.click(await screen.findByRole('option', { name: cbs.orgName }));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.callsTo('/device/admin_contract_terms')).toHaveLength(2));
    expect(await screen.findByText('交付条件已保存')).toBeInTheDocument();
    expect(fake.callsTo('/device/admin_contract_terms')[1]?.body).toEqual({ id: 1, version: 2, dueDate: '2027-01-15', contractorId: 201 });
  });
});
