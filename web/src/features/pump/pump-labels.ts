import { PUMP_UNITS } from '@sddp/shared';

type UnitField = keyof typeof PUMP_UNITS;

/** A value with its unit (DN before the size, the rest after). */
export function withUnit(field: UnitField, value: number): string {
  const unit = PUMP_UNITS[field];
  return unit === 'DN' ? `DN${value}` : `${value} ${unit}`;
}

/** closeness as the screen says it: how far above the duty point, in per cent. */
export const closenessPercent = (closeness: number | null) => (closeness === null ? '' : `+${(closeness * 100).toFixed(1)}%`);
