import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, ReferenceArea, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';

export interface DutyChartProps {
  rated: { liuliang: number; yangcheng: number };
  duty: { liuliang?: number; yangcheng?: number };
}

/**
 * The pump's rated point against the asked duty point, flow across and head up; the shaded corner
 * above and right of the duty point is where a pump meets it. Loaded only on the detail route (recharts).
 */
export function DutyChart({ rated, duty }: DutyChartProps) {
  const { t } = useTranslation();
  const dutyPoint = { liuliang: duty.liuliang ?? rated.liuliang, yangcheng: duty.yangcheng ?? rated.yangcheng };
  const hasDuty = duty.liuliang !== undefined || duty.yangcheng !== undefined;
  const top = Math.max(rated.yangcheng, dutyPoint.yangcheng) * 1.4;
  const right = Math.max(rated.liuliang, dutyPoint.liuliang) * 1.4;
  return (
    <figure aria-label={t('ui.pump.chartLabel')} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ScatterChart margin={{ top: 10, right: 20, bottom: 30, left: 10 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="liuliang"
            name={t('ui.pump.liuliang')}
            unit=" m³/h"
            domain={[0, right]}
            tickFormatter={(value: number) => String(Number(value.toPrecision(3)))}
            label={{ value: t('ui.pump.liuliang'), position: 'insideBottom', offset: -15 }}
          />
          <YAxis
            type="number"
            dataKey="yangcheng"
            name={t('ui.pump.yangcheng')}
            unit=" m"
            domain={[0, top]}
            tickFormatter={(value: number) => String(Number(value.toPrecision(3)))}
          />
          {hasDuty ? (
            <ReferenceArea x1={duty.liuliang ?? 0} x2={right} y1={duty.yangcheng ?? 0} y2={top} fill="#1890ff" fillOpacity={0.08} />
          ) : null}
          <Tooltip cursor={{ strokeDasharray: '3 3' }} />
          <Legend verticalAlign="top" />
          <Scatter name={t('ui.pump.ratedPoint')} data={[rated]} fill="#1890ff" />
          {hasDuty ? <Scatter name={t('ui.pump.dutyPoint')} data={[dutyPoint]} fill="#fa8c16" shape="diamond" /> : null}
        </ScatterChart>
      </ResponsiveContainer>
    </figure>
  );
}
