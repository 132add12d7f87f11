import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { ArrowLeftIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { dutyCloseness, pumpMediumLabelKey, type PumpDetail } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePumpDetail } from '../api/get-pump-detail';
import { closenessPercent, withUnit } from '../pump-labels';
import { PumpUses } from './pump-uses';

const DutyChart = lazy(() => import('./duty-chart').then((module) => ({ default: module.DutyChart })));

interface PumpDetailPageProps {
  id: number;
  duty: { liuliang?: number; yangcheng?: number };
}

function fieldsOf(pump: PumpDetail, t: TFunction) {
  return [
    ['ui.pump.weihao', pump.weihao],
    ['ui.pump.bengName', pump.bengName],
    ['ui.pump.bengType', pump.bengTypeName],
    ['ui.pump.jiezhi', t(pumpMediumLabelKey(pump.jiezhi))],
    ['ui.pump.liuliang', withUnit('liuliang', pump.liuliang)],
    ['ui.pump.yangcheng', withUnit('yangcheng', pump.yangcheng)],
    ['ui.pump.qihuayali', withUnit('qihuayali', pump.qihuayali)],
    ['ui.pump.yacha', withUnit('yacha', pump.yacha)],
    ['ui.pump.xiaolv', withUnit('xiaolv', pump.xiaolv)],
    ['ui.pump.guankourukou', withUnit('guankourukou', pump.guankourukou)],
    ['ui.pump.speed', withUnit('speed', pump.speed)],
    ['ui.pump.npshr', withUnit('npshr', pump.npshr)],
    ['ui.pump.efficiency', withUnit('efficiency', pump.efficiency)],
    ['ui.pump.manufacturer', pump.manufacturer],
  ] as const;
}

/** The pump detail the spec left under development: every field with units, the duty chart, and who uses the model. */
export function PumpDetailPage({ id, duty }: PumpDetailPageProps) {
  const { t } = useTranslation();
  const detail = usePumpDetail(id);
  const pump = detail.data;
  const excess = pump ? dutyCloseness({ flow: pump.liuliang, head: pump.yangcheng }, { flow: duty.liuliang, head: duty.yangcheng }) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to="/dynamicEquipment/index" search={{ ...duty }}>
            <ArrowLeftIcon aria-hidden />
            {t('ui.pump.backToList')}
          </Link>
        </Button>
        <h1 className="text-xl font-semibold">{pump ? `${pump.bengName} · ${pump.weihao}` : t('route.pumpDetail')}</h1>
      </div>
      {detail.isError ? <p role="alert">{t('error.device.pumpNotFound')}</p> : null}
      {!pump && !detail.isError ? <Skeleton className="h-64 w-full" aria-label={t('ui.common.loading')} /> : null}
      {pump ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="p-4">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
              {fieldsOf(pump, t).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{t(label)}</dt>
                  <dd className="tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="gap-2 p-4">
            <h2 className="font-medium">{t('ui.pump.chartTitle')}</h2>
            <p className="text-sm text-muted-foreground" data-testid="pump-duty-summary">
              {excess === null ? t('ui.pump.noDuty') : t('ui.pump.dutySummary', { excess: closenessPercent(excess) })}
            </p>
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <DutyChart rated={pump} duty={duty} />
            </Suspense>
          </Card>
          <Card className="gap-2 p-4 lg:col-span-2">
            <h2 className="font-medium">{t('ui.pump.usesTitle')}</h2>
            <PumpUses uses={pump.uses} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}
