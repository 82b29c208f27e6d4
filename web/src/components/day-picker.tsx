// DayInput's picker (@mantine/dates), in a chunk of its own: components/day-input.tsx loads it.
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { formatDay } from '../lib/dates';
import type { DayInputProps } from './day-input';

export function DayPicker({ label, value, defaultValue, onChange, min, ...rest }: DayInputProps) {
  return (
    <DateInput
      placeholder="Pick a day"
      {...rest}
      label={label}
      value={value === undefined ? undefined : value || null}
      defaultValue={defaultValue || undefined}
      onChange={(day) => onChange?.(day ?? '')}
      valueFormat={(day) => formatDay(day)}
      minDate={min || undefined}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
