import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/list/filter-bar';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ReportNumber } from '../api/get-report';
import { ProjectFilterField } from '../projects/project-filter-field';
import { ReportPanel } from './report-panel';

const REPORTS: ReportNumber[] = [1, 2, 3];

interface ReportsPageProps {
  which: ReportNumber;
  projectId?: number;
  onChange: (next: { which: ReportNumber; projectId?: number }) => void;
}

/** Three reports an owner reads (docs/decisions.md "Reports", device administration), each a chart, a table and an export. */
export function ReportsPage({ which, projectId, onChange }: ReportsPageProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(projectId);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.deviceReports')}</h1>
      <Card className="gap-4 p-4">
        <FilterBar
          onSearch={() => onChange({ which, projectId: draft })}
          onReset={() => {
            setDraft(undefined);
            onChange({ which, projectId: undefined });
          }}
        >
          <ProjectFilterField id="report-filter-project" value={draft} onChange={setDraft} />
        </FilterBar>
        <Tabs value={String(which)} onValueChange={(value) => onChange({ which: Number(value) as ReportNumber, projectId })}>
          <TabsList>
            {REPORTS.map((report) => (
              <TabsTrigger key={report} value={String(report)}>
                {t(`ui.device.reports.report${report}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {REPORTS.map((report) => (
            <TabsContent key={report} value={String(report)}>
              {report === which ? <ReportPanel which={report} projectId={projectId} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      </Card>
    </div>
  );
}
