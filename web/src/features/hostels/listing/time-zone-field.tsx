import { Checkbox, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatTime, viewerTimeZone } from '../../../lib/dates';
import { timeZoneAt } from './time-zone-at';

// Browsers list canonical zones only; UTC (the server's default) is added so it stays selectable.
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

export interface TimeZoneValues {
  latitude: number | string;
  longitude: number | string;
  /** The owner's own choice; empty: the zone of the position typed (`zoneOf`). */
  timeZone: string;
  timeZoneConfirmed: boolean;
}

/** The zone the hostel gets: the owner's choice, else the one at its coordinates ('' when neither). */
export const zoneOf = (values: TimeZoneValues) =>
  values.timeZone ||
  (typeof values.latitude === 'number' && typeof values.longitude === 'number'
    ? timeZoneAt(values.latitude, values.longitude)
    : null) ||
  '';

/**
 * A zone other than this device's is confirmed once (a laptop on UTC would otherwise list a Nairobi
 * hostel three hours off); the zone already saved for the hostel needs no second confirmation.
 */
export const needsConfirmation = (values: TimeZoneValues, savedZone: string | null) => {
  const zone = zoneOf(values);
  return zone !== '' && zone !== viewerTimeZone() && zone !== savedZone;
};

/** The confirmation's error, for the step's validation. */
export function timeZoneErrors(values: TimeZoneValues, savedZone: string | null): Record<string, string> {
  if (!needsConfirmation(values, savedZone) || values.timeZoneConfirmed) return {};
  return { timeZoneConfirmed: 'Confirm the hostel’s time zone.' };
}

const clockIn = (zone: string) => formatTime(new Date().toISOString(), undefined, zone);

export interface TimeZoneFieldProps<V extends TimeZoneValues> {
  form: UseFormReturnType<V>;
  /** The zone saved with the location before, if it was saved. */
  savedZone: string | null;
}

/** The hostel's time zone, from its position unless the owner chooses another, confirmed when unusual. */
export function TimeZoneField<V extends TimeZoneValues>({ form, savedZone }: TimeZoneFieldProps<V>) {
  const values = form.getValues();
  const zone = zoneOf(values);
  const fromPosition = !values.timeZone && zone !== '';
  const browserZone = viewerTimeZone();
  return (
    <Stack gap="xs">
      <Select
        label="Time zone"
        required
        searchable
        data={TIME_ZONES}
        value={zone || null}
        // A zone the owner picks is theirs (no longer the position's), and confirmed anew.
        onChange={(value) =>
          form.setValues({ timeZone: value ?? '', timeZoneConfirmed: false } as Partial<V>)
        }
        error={form.errors.timeZone}
        description={
          fromPosition
            ? 'Found from the hostel’s position. Deadlines for requests and cancellations are computed in it.'
            : 'Deadlines for requests and cancellations are computed in it; the position fills it in.'
        }
      />
      {needsConfirmation(values, savedZone) && (
        <Checkbox
          label={`The hostel is in ${zone} (${clockIn(zone)} there now), not in this device’s ${browserZone}: its deadlines follow ${zone} time.`}
          key={form.key('timeZoneConfirmed')}
          {...form.getInputProps('timeZoneConfirmed', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}
