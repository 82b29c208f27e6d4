// The one date-range picker (@mantine/dates): only screens that need it load it, so it stays out of
// every other screen's first download. Days go in and out as YYYY-MM-DD strings, as the API has them.
import '@mantine/dates/styles.css';
import { DatePickerInput, type DateFormatter } from '@mantine/dates';
import { formatDay, formatDayRange } from '../lib/dates';

// The chosen days read as a range does on every other screen ("Nov 23 – Dec 2, 2026"); values are
// YYYY-MM-DD strings here, as this component passes them in.
const formatRange: DateFormatter = ({ date }) => {
  const [first, last] = Array.isArray(date) ? (date as (string | null)[]) : [];
  if (first && last) return formatDayRange(first, last);
  return first ? `${formatDay(first)} – ` : '';
};

export interface DateRangeInputProps {
  label: string;
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
  error?: string | null;
  placeholder?: string;
  clearable?: boolean;
  w?: number | string;
}

export function DateRangeInput({
  label,
  value,
  onChange,
  error,
  placeholder,
  clearable = true,
  w,
}: DateRangeInputProps) {
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder ?? 'Pick days'}
      value={value}
      onChange={(next) => onChange([next[0] ?? null, next[1] ?? null])}
      valueFormatter={formatRange}
      allowSingleDateInRange
      clearable={clearable}
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      error={error}
      w={w}
      popoverProps={{ withinPortal: true }}
      // The placeholder is text on the page (a button's), so it needs the dimmed colour's contrast.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}

export default DateRangeInput;
