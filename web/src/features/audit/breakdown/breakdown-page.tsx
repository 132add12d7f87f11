import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectLabel } from '@sddp/shared';
import { DownloadTemplateButton } from '@/components/import/download-template-button';
import { FilterTextField } from '@/components/list/filter-text-field';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { breakdownTemplate } from './api/breakdown-transfer';
import { useBreakdown } from './api/get-breakdown';
import { useBreakdownProjects } from './api/get-breakdown-projects';
import { FACTORY_CLASS_COLUMNS, MAIN_ITEM_COLUMNS } from './breakdown-columns';
import { matchingEntries } from './breakdown-filter';
import { BreakdownImportButton } from './breakdown-import-button';
import { BreakdownProjectPicker } from './breakdown-project-picker';
import type { BreakdownSearch } from './breakdown-search';
import { BreakdownTable } from './breakdown-table';

interface BreakdownPageProps {
  search: BreakdownSearch;
  onProjectChange: (projectId: number) => void;
}

/** A project's engineering breakdown (main items; factory object classes with their types), and its import. */
export function BreakdownPage({ search, onProjectChange }: BreakdownPageProps) {
  const { t, i18n } = useTranslation();
  const projects = useBreakdownProjects();
  const breakdown = useBreakdown(search.projectId);
  const [text, setText] = useState('');
  const mainItems = useMemo(() => matchingEntries(breakdown.data?.mainItems ?? [], text), [breakdown.data, text]);
  const classes = useMemo(() => matchingEntries(breakdown.data?.classes ?? [], text), [breakdown.data, text]);
  const project = projects.data?.find((candidate) => candidate.projectId === search.projectId);
  const loading = breakdown.isPending && search.projectId !== undefined;
  const empty = breakdown.data !== undefined && breakdown.data.mainItems.length + breakdown.data.classes.length === 0;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.auditBreakdown')}</h1>
      <Card className="gap-4 p-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
          <BreakdownProjectPicker projects={projects.data ?? []} value={search.projectId} onChange={onProjectChange} />
          <FilterTextField
            id="breakdown-search"
            label={t('ui.auditBreakdown.search')}
            placeholder={t('ui.auditBreakdown.search')}
            value={text}
            onChange={setText}
          />
          <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
            <DownloadTemplateButton template={breakdownTemplate} />
            {search.projectId !== undefined ? (
              <BreakdownImportButton
                projectId={search.projectId}
                projectName={project ? projectLabel(project, i18n.language) : String(search.projectId)}
                current={breakdown.data}
              />
            ) : null}
          </div>
        </div>
        {search.projectId === undefined ? (
          <p className="py-8 text-center text-muted-foreground">{t('ui.auditBreakdown.chooseProject')}</p>
        ) : empty ? (
          <p role="status" className="py-8 text-center text-muted-foreground">
            {t('ui.auditBreakdown.empty')}
          </p>
        ) : (
          <>
            {breakdown.data ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('ui.auditBreakdown.summary', {
                  mainItems: breakdown.data.mainItems.length,
                  classes: breakdown.data.classes.length,
                  version: breakdown.data.version,
                })}
              </p>
            ) : null}
            <Tabs defaultValue="main">
              <TabsList>
                <TabsTrigger value="main">{t('ui.auditBreakdown.mainItemsCount', { count: mainItems.length })}</TabsTrigger>
                <TabsTrigger value="classes">{t('ui.auditBreakdown.classesCount', { count: classes.length })}</TabsTrigger>
              </TabsList>
              <TabsContent value="main">
                <BreakdownTable columns={MAIN_ITEM_COLUMNS} rows={mainItems} loading={loading} />
              </TabsContent>
              <TabsContent value="classes">
                <BreakdownTable columns={FACTORY_CLASS_COLUMNS} rows={classes} loading={loading} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </Card>
    </div>
  );
}
