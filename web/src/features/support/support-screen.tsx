import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { NewTicketForm } from './new-ticket-form';
import { TicketList, ticketsLoader } from './ticket-list';
import { ticketLoader, TicketView } from './ticket-view';

/** The route's loader: the ticket of `?ticket=`, or else the viewer's tickets. */
export const loader = (args: LoaderFunctionArgs) =>
  new URL(args.request.url).searchParams.get('ticket') ? ticketLoader(args) : ticketsLoader(args);

type SupportPath = typeof paths.student.support;

/** A help page: the viewer's tickets, a new ticket (about a reservation when linked), one ticket's thread. */
function SupportScreen({ path }: { path: SupportPath }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticketId = params.get('ticket');
  const reservationId = params.get('reservation');
  const [writing, setWriting] = useState(reservationId !== null);

  if (ticketId) {
    return (
      <PageFrame title="Help" description="Your conversation with support.">
        <TicketView id={ticketId} backTo={path()} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title="Help"
      description="Ask support about a payment, a reservation, a listing or your account. We answer here."
      actions={
        !writing && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setWriting(true)}>
            New ticket
          </Button>
        )
      }
    >
      <Stack gap="lg">
        {writing && (
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="lg" mb="sm">
              New ticket
            </Title>
            <NewTicketForm
              reservationId={reservationId}
              onUnlinkReservation={() => navigate(path(), { replace: true })}
              onOpened={(id) => navigate(path({ ticket: id }))}
              onCancel={() => {
                setWriting(false);
                if (reservationId) navigate(path(), { replace: true });
              }}
            />
          </Paper>
        )}
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Your tickets
          </Title>
          <TicketList onOpen={(id) => navigate(path({ ticket: id }))} />
        </Stack>
      </Stack>
    </PageFrame>
  );
}

export const StudentSupportScreen = () => <SupportScreen path={paths.student.support} />;
export const OwnerSupportScreen = () => <SupportScreen path={paths.owner.support} />;
