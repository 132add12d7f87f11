import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlatformGlance } from '@sddp/shared';

interface SignInChartProps {
  days: PlatformGlance['signIns'];
  /** The bars' name in the tooltip. */
  label: string;
}

/** The sign-ins per day as bars; loaded only on an administrator's dashboard (recharts). */
export function SignInChart({ days, label }: SignInChartProps) {
  const data = days.map((entry) => ({ ...entry, shortDay: entry.day.slice(5) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 10, right: 10, bottom: 0, left: -20 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="shortDay" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip labelFormatter={(_, payload) => String(payload[0]?.payload?.day ?? '')} />
        <Bar dataKey="count" name={label} fill="var(--color-primary, #1890ff)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
