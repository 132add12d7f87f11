import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../support/fake-fetch';
import { queryOf, screenSearch } from '../../support/render-list-screen';
import { renderScoreList, rowOf, scoredRow, stubScoreServer, useScoreScreenSession } from './score-list-harness';

useScoreScreenSession();

describe('maturity score list (spec §2.23)', () => {
  it('shows the columns in the spec order, 10 rows a page at first, and — for an unscored row', async () => {
    const fake = stubScoreServer();
    renderScoreList();
    await rowOf('Acme Pumps');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '供应商名称',
      '项目名称',
      '交付及时性',
      '交付完整性',
      '交付准确性',
      '设计院协同',
      '分包商成熟度',
      '其他',
      '综合评分',
      '操作',
    ]);
    const acme = (await rowOf('Acme Pumps')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(acme.slice(0, 9)).toEqual(['Acme Pumps', '镇海项目', '90', '70', '80', '60', '50', '40', '68.5']);
    expect((await rowOf('Bolt Valves')).getAllByText('未评分')).toHaveLength(7);
    expect(queryOf(fake.callsTo('/score/list')[0]!.url)).toMatchObject({ page: '1', limit: '10' });
  });

  it('searches by supplier name and score range, and Reset clears them and sets 20 rows a page', async () => {
    const fake = stubScoreServer();
    const { router, user } = renderScoreList();
    await rowOf('Acme Pumps');
    await user.type(screen.getByLabelText('供应商名称'), 'acme');
    await user.type(screen.getByLabelText('最低综合评分'), '60');
    await user.type(screen.getByLabelText('最高综合评分'), '90{Enter}');
    await waitFor(() => expect(screenSearch(router)).toMatchObject({ orgName: 'acme', scoreMin: 60, scoreMax: 90, page: 1, limit: 10 }));
    await waitFor(() => expect(queryOf(fake.calls.at(-1)!.url)).toMatchObject({ orgName: 'acme', scoreMin: '60', scoreMax: '90' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screenSearch(router)).toEqual({ page: 1, limit: 20 }));
    expect(screen.getByLabelText('供应商名称')).toHaveValue('');
  });

  it('checks the filters with the list’s own rules: a reversed range or a fraction stays as typed, says why, and asks the server nothing', async () => {
    const fake = stubScoreServer();
    const { router, user } = renderScoreList();
    await rowOf('Acme Pumps');
    const calls = fake.callsTo('/score/list').length;
    const errorOf = (label: string) =>
      screen.getByLabelText(label).closest('[data-slot=field]')!.querySelector('[data-slot=field-error]')?.textContent;
    await user.type(screen.getByLabelText('最低综合评分'), '90');
    await user.type(screen.getByLabelText('最高综合评分'), '10{Enter}');
    expect(errorOf('最高综合评分')).toBe('最低分不能高于最高分');
    expect(screen.getByLabelText('最高综合评分')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('最高综合评分'));
    await user.type(screen.getByLabelText('最高综合评分'), '5.5');
    expect(errorOf('最高综合评分')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByLabelText('最高综合评分')).toHaveValue('5.5');
    expect(errorOf('最高综合评分')).toBe('评分范围在0-100');
    expect(screenSearch(router)).not.toHaveProperty('scoreMax');
    expect(fake.callsTo('/score/list')).toHaveLength(calls);
  });

  it('a list the server refuses says so, with Retry, and never looks empty', async () => {
    let refuse = true;
    stubScoreServer(1, {
      'GET /user-api/score/list': () => (refuse ? envelope(null, 400, '最低分不能高于最高分') : envelope({ rows: [scoredRow], total: 1 })),
    });
    const { user } = renderScoreList('/?scoreMin=90&scoreMax=10');
    const alert = await screen.findByText('列表没有加载出来：最低分不能高于最高分');
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    refuse = false;
    await user.click(within(alert.closest('[role=alert]') as HTMLElement).getByRole('button', { name: '重试' }));
    expect(await rowOf('Acme Pumps')).toBeTruthy();
  });

  it('offers Edit only to callers of organisation 1, and Detail to everyone', async () => {
    stubScoreServer(12);
    renderScoreList();
    const row = await rowOf('Acme Pumps');
    expect(row.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: '详情' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the radar chart of a row beside its history', async () => {
    stubScoreServer();
    const { user } = renderScoreList();
    await user.click((await rowOf('Acme Pumps')).getByRole('button', { name: '详情' }));
    const dialog = within(screen.getByRole('dialog', { name: '评分详情：Acme Pumps · 镇海项目' }));
    expect(dialog.getByRole('img', { name: /六项评分雷达图: 交付及时性 90, 交付完整性 70, 交付准确性 80/ })).toBeInTheDocument();
    const entries = within(await dialog.findByRole('list', { name: '修改记录' })).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('平台管理员（admin）');
    expect(entries[0]).toHaveTextContent('交付及时性：80 → 90');
    expect(entries[0]).toHaveTextContent('综合评分：66.5 → 68.5');
    expect(entries[0]).toHaveTextContent('交付及时性：采用了建议值 90');
    expect(entries[0]).toHaveTextContent('交付完整性：未采用建议值 65');
    expect(dialog.getByText('首次评分')).toBeInTheDocument();
  });
});
