import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportDefinition } from './report-definitions';

const COLOURS = ['#1890ff', '#52c41a', '#fa8c16'];
/** Height of one row's band and of the axis and legend around them, in CSS pixels. */
const BAND = 32;
const FRAME = 72;
/** The category labels' column: a long one ("8001 Item outside the catalogue") wraps to two lines within it and its band. */
const LABEL_WIDTH = 150;

/**
 * The report's bar chart; loaded only on the reports route (recharts). The bars run sideways, one band
 * per row, so every row's label is printed once, in full, at any width: upright columns with their
 * labels under them overprinted each other on a phone.
 */
export function ReportChart({ definition, rows }: { definition: ReportDefinition; rows: readonly Record<string, unknown>[] }) {
  const data = rows.map((row) => ({ ...row, label: definition.chart.label(row) }));
  const height = FRAME + data.length * BAND * Math.max(1, definition.chart.bars.length * 0.75);
  return (
    <figure aria-label={definition.title} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 10, right: 20, bottom: 10, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" interval={0} width={LABEL_WIDTH} tick={{ fontSize: 11 }} />
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
