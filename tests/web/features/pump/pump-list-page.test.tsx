import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PumpRow } from '@sddp/shared';
import { PumpListPage } from '@/features/pump/list/pump-list-page';
import { pumpListSearchSchema } from '@/features/pump/list/pump-list-search';
import { changeLanguage } from '@/i18n';
import { envelope, stubFetch } from '../../support/fake-fetch';
import { queryOf, renderListScreen } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { TABLE_CELL_TEXT } from '../../support/table';

const pump = (id: number, closeness: number | null): PumpRow => ({
  id,
  weihao: `P-110${id}A`,
  bengName: `OH2-80-${id}`,
  bengType: 7,
  bengTypeName: 'OH2',
  jiezhi: 2,
  liuliang: 120.5,
  yangcheng: 80,
  qihuayali: 12.3,
  yacha: 0.785,
  xiaolv: 45.5,
  guankourukou: 150,
  closeness,
});

function stubPumps(rows: PumpRow[] = [pump(1, 0.05), pump(2, 0.2)]) {
  return stubFetch({ 'GET /user-api/device/list_dongshebei': () => envelope({ rows, total: rows.length }) });
}

/** The machine is shared and loaded: the first render may take more than the default second. */

const renderPumps = (path = '/') =>
  renderListScreen(pumpListSearchSchema, (search, navigate) => <PumpListPage search={search} navigate={navigate} />, path);

useSignedInApi();

describe('PumpListPage', () => {
  it('asks for the duty point and shows every column with its unit, the excess, and how the list is ordered', async () => {
    const fake = stubPumps();
    renderPumps('/?liuliang=100&yangcheng=75&bengType=7');
    const cell = await screen.findByText('OH2-80-1', TABLE_CELL_TEXT);
    const cells = within(cell.closest('tr')!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 11)).toEqual([
      'P-1101A',
      'OH2-80-1',
      'OH2',
      '水',
      '120.5 m³/h',
      '80 m',
      '12.3 kPa',
      '0.785 MPa',
      '45.5 kW',
      'DN150',
      '+5.0%',
    ]);
    expect(screen.getByTestId('pump-order')).toHaveTextContent('按接近程度排序');
    expect(queryOf(fake.callsTo('/device/list_dongshebei').at(-1)!.url)).toEqual({
      page: '1',
      limit: '20',
      bengType: '7',
      liuliang: '100',
      yangcheng: '75',
    });
  });

  it('flags a flow the server would refuse and does not search with it', async () => {
    const fake = stubPumps();
    const { user } = renderPumps();
    await screen.findByText('OH2-80-1', TABLE_CELL_TEXT);
    const calls = fake.callsTo('/device/list_dongshebei').length;
    await user.type(screen.getByLabelText('流量 (m³/h)'), '-3');
    expect(await screen.findByText('请输入大于0的数字（最多三位小数）')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(fake.callsTo('/device/list_dongshebei')).toHaveLength(calls);
    await user.clear(screen.getByLabelText('流量 (m³/h)'));
    await user.type(screen.getByLabelText('流量 (m³/h)'), '55.5{Enter}');
    await waitFor(() => expect(queryOf(fake.callsTo('/device/list_dongshebei').at(-1)!.url)).toMatchObject({ liuliang: '55.5' }));
  });

  it('says when no pump meets the duty point, and reads in English', async () => {
    stubPumps([]);
    renderPumps('/?liuliang=99999');
    expect(await screen.findByText('没有满足该工况点的泵')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByText('No pump meets this duty point')).toBeInTheDocument();
    expect(screen.getByTestId('pump-order')).toHaveTextContent('closest first');
  });
});
