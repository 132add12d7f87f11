import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

interface CheckAllProps {
  label: string;
  ids: readonly string[];
  checked: ReadonlySet<string>;
  onCheckedChange: (next: Set<string>) => void;
}

/** A checkbox that checks or unchecks a group of ids at once: checked when all are, mixed when some are. */
export function CheckAll({ label, ids, checked, onCheckedChange }: CheckAllProps) {
  const id = useId();
  const on = ids.filter((code) => checked.has(code)).length;
  const state = ids.length > 0 && on === ids.length ? true : on > 0 ? 'indeterminate' : false;
  const toggle = () => {
    const next = new Set(checked);
    for (const code of ids) {
      if (state === true) next.delete(code);
      else next.add(code);
    }
    onCheckedChange(next);
  };
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <Checkbox id={id} checked={state} disabled={ids.length === 0} onCheckedChange={toggle} />
      <label htmlFor={id} className="cursor-pointer select-none">
        {label}
      </label>
    </span>
  );
}
