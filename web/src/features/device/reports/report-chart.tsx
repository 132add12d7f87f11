import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportDefinition } from './report-definitions';

const COLOURS = ['#1890ff', '#52c41a', '#fa8c16'];

/** The report's bar chart; loaded only on the reports route (recharts). */
export function ReportChart({ definition, rows }: { definition: ReportDefinition; rows: readonly Record<string, unknown>[] }) {
  const data = rows.map((row) => ({ ...row, label: definition.chart.label(row) }));
  return (
    <figure aria-label={definition.title} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 10, right: 20, bottom: 10, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" interval={0} tick={{ fontSize: 11 }} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {definition.chart.bars.map((bar, index) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.label} fill={COLOURS[index % COLOURS.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
