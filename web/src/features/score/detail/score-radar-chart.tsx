import { useTranslation } from 'react-i18next';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import { DISPLAY, SCORE_CRITERIA, type ScoreRow } from '@sddp/shared';

/**
 * The radius axis runs between the first two spokes, not along the first one, so its numbers never
 * print over that spoke's name; a halo in the background colour keeps them legible over the filled area.
 * Three numbers (0, 50, 100): on a phone, six stood too close along the slanted axis and overprinted.
 */
const RADIUS_ANGLE = 90 - 180 / SCORE_CRITERIA.length;
const RADIUS_TICK = { fontSize: 10, stroke: 'var(--color-background)', strokeWidth: 3, paintOrder: 'stroke' } as const;

/** recharts lives only in this file, which score-chart.tsx loads on demand (the list's bundle stays lean). */
export function ScoreRadarChart({ row }: { row: ScoreRow }) {
  const { t } = useTranslation();
  const data = SCORE_CRITERIA.map((criterion) => ({ criterion: t(`ui.score.criteria.${criterion}`), value: row[criterion] ?? 0 }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RadarChart data={data} outerRadius="70%">
        <PolarGrid />
        <PolarAngleAxis dataKey="criterion" tick={{ fontSize: 12 }} />
        <PolarRadiusAxis domain={[0, 100]} tickCount={3} angle={RADIUS_ANGLE} tick={RADIUS_TICK} />
        <Radar dataKey="value" stroke={DISPLAY.themeColor} fill={DISPLAY.themeColor} fillOpacity={0.35} isAnimationActive={false} />
      </RadarChart>
    </ResponsiveContainer>
  );
}
