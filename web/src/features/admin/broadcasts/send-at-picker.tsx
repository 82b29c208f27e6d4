// The date-time picker and its styles load only when an admin chooses to schedule (its own chunk).
import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import { formatPickerDateTime } from '../../../lib/dates';

export interface SendAtPickerProps {
  /** Local time as "YYYY-MM-DD HH:mm:ss", or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  minDate: Date;
  maxDate: Date;
}

export default function SendAtPicker({ value, onChange, error, minDate, maxDate }: SendAtPickerProps) {
  return (
    <DateTimePicker
      label="Send at"
      description="Your local time."
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      valueFormat={(picked) => formatPickerDateTime(picked)}
      error={error}
      required
      clearable
      popoverProps={{ withinPortal: true }}
    />
  );
}
