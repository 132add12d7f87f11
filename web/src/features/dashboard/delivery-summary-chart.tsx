import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface DeliveryChartRow {
  label: string;
  completeness: number;
  onTimeShare: number;
}

interface DeliverySummaryChartProps {
  rows: readonly DeliveryChartRow[];
  /** The bars' names in the legend and tooltip. */
  labels: { completeness: string; onTimeShare: string };
}

/** Two bars per project, percent: completeness and on-time share; loaded only where it is shown (recharts). */
export function DeliverySummaryChart({ rows, labels }: DeliverySummaryChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...rows]} layout="vertical" margin={{ top: 5, right: 20, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="label" interval={0} width={120} tick={{ fontSize: 11 }} />
        <Tooltip formatter={(value) => `${String(value)}%`} />
        <Legend />
        <Bar dataKey="completeness" name={labels.completeness} fill="#1890ff" isAnimationActive={false} />
        <Bar dataKey="onTimeShare" name={labels.onTimeShare} fill="#52c41a" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
