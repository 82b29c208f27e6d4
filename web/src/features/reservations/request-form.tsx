import { Alert, Button, Card, Flex, Stack, Text, Textarea, Title } from '@mantine/core';
import { NOTE_MAX, nightsBetween } from '@hostel/common';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../components/query-state';
import { hasErrorCode, summarizeServerError, type ServerErrorSummary } from '../../lib/graphql-errors';
import { paths } from '../../config/paths';
import type { ReservationsQuoteQueryQuery } from '../../gql/graphql';
import { useScreenData } from '../../lib/screen-loader';
import { useMutationRequest } from '../../lib/use-request';
import { ReservationsRequestMutation } from './api/reservations';
import { PriceBreakdown } from './price-breakdown';
import { bedsLabel, nightsLabel } from '../../lib/format';
import { formatDayRange } from '../../lib/dates';
import { isTermRoom } from '../hostels/public';

export interface RequestFormProps {
  hostelId: string;
  roomTypeId: string;
  checkIn?: string;
  checkOut?: string;
  beds: number;
}

/** The stay as the API takes it: an empty date is none. */
export const stayInput = ({ roomTypeId, beds, checkIn, checkOut }: Omit<RequestFormProps, 'hostelId'>) => ({
  roomTypeId,
  beds,
  checkIn: checkIn || null,
  checkOut: checkOut || null,
});

/**
 * The server's quote for the chosen stay (the route loader's, request-screen.tsx), an optional
 * note, then the request.
 */
export function RequestForm({ hostelId, roomTypeId, checkIn, checkOut, beds }: RequestFormProps) {
  const navigate = useNavigate();
  const stay = stayInput({ roomTypeId, beds, checkIn, checkOut });
  const { data, loading, error, retry } = useScreenData<ReservationsQuoteQueryQuery>();
  const [note, setNote] = useState('');
  // No new quote after the request: the student goes on to their reservations.
  const [send, sending] = useMutationRequest(ReservationsRequestMutation, { revalidate: false });
  const [failure, setFailure] = useState<ServerErrorSummary | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      await send({ input: { ...stay, note: note.trim() || null } });
      navigate(paths.student.reservations('PENDING'), { replace: true });
    } catch (err) {
      setFailure(summarizeServerError(err));
    }
  };
  const back = paths.hostelDetails(hostelId, { checkIn, checkOut, beds });

  // A stay the server refuses (no dates, past dates, too many beds) is fixed on the hostel page.
  if (hasErrorCode(error, 'BAD_USER_INPUT')) {
    const { message, fields } = summarizeServerError(error);
    return (
      <Alert color="red" title="Choose your stay on the hostel page" role="alert" maw={640}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{Object.values(fields).join(' ') || message}</Text>
          <Button component={Link} to={back} variant="light" color="red">
            Back to the hostel
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <QueryState loading={loading} error={error} data={data} onRetry={retry}>
      {({ quoteReservation: quote, hostel }) => {
        if (!hostel) return null; // only with an error, which QueryState shows
        const room = hostel.roomTypes.find((type) => type.id === roomTypeId);
        return (
          <Card withBorder radius="lg" maw={640}>
            <Stack>
              <div>
                <Title order={2} fz="lg">
                  {hostel.name}
                </Title>
                <Text c="dimmed" size="sm">
                  {room?.name} · {formatDayRange(quote.checkIn, quote.checkOut)} · {bedsLabel(quote.beds)}
                </Text>
              </div>
              {room && isTermRoom(room) && (
                <Alert variant="light" color="blue" title="Let only for the whole term">
                  You are asking for {room.termName ?? 'the term'}, all{' '}
                  {nightsLabel(nightsBetween(quote.checkIn, quote.checkOut))} of it.
                </Alert>
              )}
              <PriceBreakdown price={quote.price} beds={quote.beds} />
              <Text size="sm" c="dimmed">
                You pay only after the owner accepts. Cancellation policy:{' '}
                {hostel.cancellationPolicy.toLowerCase()}.
              </Text>
              <Textarea
                label="Note for the owner (optional)"
                autosize
                minRows={3}
                maxLength={NOTE_MAX}
                description={`${note.length}/${NOTE_MAX}`}
                error={failure?.fields.note}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
              {failure && !failure.fields.note && (
                <Alert color="red" role="alert">
                  {failure.message}
                </Alert>
              )}
              {/* On a phone the buttons fill the width, the request on top. */}
              <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
                <Button variant="default" component={Link} to={back}>
                  Back to the hostel
                </Button>
                <Button loading={sending.loading} onClick={() => void submit()}>
                  Send request
                </Button>
              </Flex>
            </Stack>
          </Card>
        );
      }}
    </QueryState>
  );
}
