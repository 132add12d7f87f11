import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { envelope } from '../../support/fake-fetch';
import { queryOf } from '../../support/render-list-screen';
import { useSignedInApi } from '../../support/signed-in-api';
import { API, PROJECTS, renderDhmcList, rowOf, stubDhmcServer } from './dhmc-harness';

useSignedInApi();

describe('DhmcProjectListPage (§2.22)', () => {
  it('lists each project with its DHMC count and a view-detail link carrying its id and name', async () => {
    const fake = stubDhmcServer();
    renderDhmcList();
    const row = within(await rowOf('安庆项目'));
    for (const header of ['项目编号', '项目名称', 'DHMC人数', '操作']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: '已移交合同' })).not.toBeInTheDocument();
    expect(row.getByText('8001')).toBeInTheDocument();
    expect(row.getByText('4')).toBeInTheDocument();
    const link = row.getByRole('link', { name: '查看详情' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/dhmcManage/detail');
    expect(Object.fromEntries(href.searchParams)).toEqual({ id: '8001', name: '安庆项目' });
    expect(within(await rowOf('惠州项目')).getByText('0')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(queryOf(fake.callsTo('/dhmc/project/list')[0]!.url)).toMatchObject({ page: '1' });
  });

  it('shows the contracts handed over once any project has some', async () => {
    stubDhmcServer({ projects: [{ ...PROJECTS[0]!, handedOver: 3 }] });
    renderDhmcList();
    const row = within(await rowOf('安庆项目'));
    expect(screen.getByRole('columnheader', { name: '已移交合同' })).toBeInTheDocument();
    expect(row.getByText('3')).toBeInTheDocument();
  });

  it('names the project in English when it has an English name, and keeps the Chinese one otherwise', async () => {
    await changeLanguage('en');
    stubDhmcServer();
    renderDhmcList();
    expect(await screen.findByText('Anqing')).toBeInTheDocument();
    expect(screen.getByText('惠州项目')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'DHMC people' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View detail' })).toHaveLength(2);
  });

  it('shows the loading rows, then the empty list', async () => {
    let answer: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (answer = resolve));
    stubDhmcServer({ more: { [`GET ${API}/project/list`]: () => later.then(() => envelope({ rows: [], total: 0 })) } });
    renderDhmcList();
    expect(await screen.findByText('加载中')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('asks for the page in the URL', async () => {
    const fake = stubDhmcServer();
    renderDhmcList('/dhmcManage/list?page=2&limit=20');
    await waitFor(() => expect(fake.callsTo('/dhmc/project/list')).toHaveLength(1));
    expect(queryOf(fake.callsTo('/dhmc/project/list')[0]!.url)).toMatchObject({ page: '2', limit: '20' });
  });
});
