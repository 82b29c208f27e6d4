import { Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RESERVATION_STATUSES } from '@hostel/common';
import { DateRangeInput } from '../../components/date-range-input';
import { DialogActions } from '../../components/dialog-actions';
import { graphql } from '../../gql';
import type { ReservationStatus } from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { graphqlRequest } from '../../lib/graphql-request';

const ExportLinkQuery = graphql(`
  query ReservationsExportLinkQuery($from: String!, $to: String!, $hostelId: ID, $status: ReservationStatus) {
    reservationsExportLink(from: $from, to: $to, hostelId: $hostelId, status: $status)
  }
`);

const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  ...RESERVATION_STATUSES.map((status) => ({
    value: status,
    label: status.charAt(0) + status.slice(1).toLowerCase(),
  })),
];

/** The first and last day of this month, YYYY-MM-DD. */
function thisMonth(now = new Date()): [string, string] {
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

export interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Who the file is for, said in the dialog ("your hostels", "every hostel"). */
  scope: string;
}

/**
 * Asks for a period (and a status), then downloads the CSV through a short-lived link the API
 * signs for this user; the API checks the rules again when the link is opened.
 */
export default function ExportDialog({ opened, onClose, scope }: ExportDialogProps) {
  const [period, setPeriod] = useState<[string | null, string | null]>(thisMonth);
  const [status, setStatus] = useState<ReservationStatus | 'all'>('all');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const download = async () => {
    const [from, to] = period;
    if (!from || !to) return setFieldError('Choose the first and the last day.');
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    try {
      const data = await graphqlRequest(ExportLinkQuery, {
        from,
        to,
        status: status === 'all' ? null : status,
      });
      // An attachment: the browser saves it and this page stays.
      const link = document.createElement('a');
      link.href = data.reservationsExportLink;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      onClose();
    } catch (error) {
      const summary = summarizeServerError(error);
      setFieldError(summary.fields.from ?? summary.fields.to ?? null);
      if (!summary.fields.from && !summary.fields.to) setFailure(summary.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Export reservations"
    >
      <Stack>
        <Text size="sm">
          A CSV file of the reservations of {scope} whose stays overlap these days (at most a year).
        </Text>
        <DateRangeInput
          label="Days"
          value={period}
          onChange={setPeriod}
          error={fieldError}
          clearable={false}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus((value as ReservationStatus | 'all' | null) ?? 'all')}
          allowDeselect={false}
        />
        <DialogActions
          failure={failure}
          dismissLabel="Cancel"
          onDismiss={onClose}
          confirmLabel="Download CSV"
          onConfirm={() => void download()}
          busy={busy}
        />
      </Stack>
    </Modal>
  );
}
