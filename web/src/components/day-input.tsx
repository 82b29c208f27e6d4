// The one single-day field (@mantine/dates): a browser's own date input writes the day its way
// ("11/23/2026"), this one as every screen does (lib/dates). Days go in and out as YYYY-MM-DD
// strings, '' when empty, as the forms and the API keep them; typing YYYY-MM-DD works too.
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { Ref } from 'react';
import { formatDay } from '../lib/dates';

export interface DayInputProps extends Omit<
  DateInputProps,
  'label' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'minDate' | 'ref'
> {
  /** Also names the clear button ("Clear Check-in"). */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (day: string) => void;
  /** The first day that can be picked, YYYY-MM-DD. */
  min?: string;
  ref?: Ref<HTMLInputElement>;
}

export function DayInput({ label, value, defaultValue, onChange, min, ...rest }: DayInputProps) {
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
