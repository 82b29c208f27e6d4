// The one single-day field: a browser's own date input writes the day its way ("11/23/2026"), this
// one as every screen does (lib/dates). Days go in and out as YYYY-MM-DD strings, '' when empty, as
// the forms and the API keep them; typing YYYY-MM-DD works too. The picker (@mantine/dates, about
// 40 KB of gzip JavaScript) stays off the first screen: its chunk is fetched as soon as a screen
// with a day field loads, and until it is there the field shows its day, read-only.
import { TextInput } from '@mantine/core';
import type { DateInputProps } from '@mantine/dates';
import { useEffect, useState, type ComponentType, type Ref } from 'react';
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

let picker: ComponentType<DayInputProps> | undefined;
/** Resolves once the picker's code is here (tests wait for it before they type). */
export const dayPickerLoaded = import('./day-picker').then((module) => {
  picker = module.DayPicker;
});

export function DayInput({ ref, ...props }: DayInputProps) {
  const [Picker, setPicker] = useState(() => picker);
  useEffect(() => {
    if (!Picker) void dayPickerLoaded.then(() => setPicker(() => picker));
  }, [Picker]);
  if (Picker) return <Picker ref={ref} {...props} />;
  const { label, description, error, required, value, defaultValue } = props;
  const day = value ?? defaultValue;
  return (
    <TextInput
      ref={ref}
      label={label}
      description={description}
      error={error}
      required={required}
      placeholder="Pick a day"
      value={day ? formatDay(day) : ''}
      readOnly
    />
  );
}
