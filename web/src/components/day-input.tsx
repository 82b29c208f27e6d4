// The one single-day field: a browser's own date input writes the day its way ("11/23/2026"), this
// one as every screen does (lib/dates). Days go in and out as YYYY-MM-DD strings, '' when empty, as
// the forms and the API keep them; typing YYYY-MM-DD works too. The picker (@mantine/dates, about
// 40 KB of gzip JavaScript) stays off the first screen: its chunk is fetched when a pointer comes
// over the field or the field takes the focus, and until it is there the field shows its day,
// read-only.
import { TextInput } from '@mantine/core';
import type { DateInputProps } from '@mantine/dates';
import { useState, type ComponentType, type Ref } from 'react';
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
let loading: Promise<ComponentType<DayInputProps>> | undefined;
/** Fetches the picker's code, once (tests wait for it before they type). */
export function loadDayPicker(): Promise<ComponentType<DayInputProps>> {
  loading ??= import('./day-picker').then((module) => (picker = module.DayPicker));
  return loading;
}

export function DayInput({ ref, ...props }: DayInputProps) {
  const [Picker, setPicker] = useState(() => picker);
  // Set when the field took the focus before the picker came: the picker then takes it over.
  const [focus, setFocus] = useState(false);
  const load = (focused: boolean) => {
    if (focused) setFocus(true);
    void loadDayPicker().then((loaded) => setPicker(() => loaded));
  };
  if (Picker) return <Picker ref={ref} {...props} autoFocus={focus || props.autoFocus} />;
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
      onPointerEnter={() => load(false)}
      onFocus={() => load(true)}
    />
  );
}
