import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoomTypesList, type RoomTypeView } from '../details/room-types-list';

const rooms: RoomTypeView[] = [
  {
    id: 'r1',
    name: '2-bed room',
    description: '',
    bedsPerRoom: 2,
    totalBeds: 10,
    amenities: ['Desk'],
    availableBeds: 3,
    price: { amount: 45000, currency: 'USD', period: 'MONTH' },
  },
  {
    id: 'r2',
    name: '6-bed room',
    description: '',
    bedsPerRoom: 6,
    totalBeds: 12,
    amenities: [],
    availableBeds: 1,
    price: { amount: 20000, currency: 'USD', period: 'MONTH' },
  },
];

const renderList = (props: Partial<Parameters<typeof RoomTypesList>[0]> = {}) =>
  render(
    <MantineProvider>
      <RoomTypesList roomTypes={rooms} hasDates bedsWanted={2} {...props} />
    </MantineProvider>,
  );

describe('RoomTypesList', () => {
  it('shows live availability for the dates and only lets free rooms be reserved', async () => {
    const onReserve = vi.fn();
    renderList({ onReserve });
    expect(screen.getByText('3 beds free for your dates')).toBeInTheDocument();
    expect(screen.getByText('Only 1 bed is free for these dates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve a bed in 6-bed room' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve a bed in 2-bed room' }));
    expect(onReserve).toHaveBeenCalledWith(rooms[0]);
  });

  it('says how many beds are free when more are wanted, and fully booked when none are', () => {
    renderList({
      bedsWanted: 40,
      roomTypes: [
        { ...rooms[0]!, totalBeds: 60, availableBeds: 24 },
        { ...rooms[1]!, availableBeds: 0 },
      ],
    });
    expect(screen.getByText('Only 24 beds are free for these dates')).toBeInTheDocument();
    expect(screen.getByText('Fully booked for your dates')).toBeInTheDocument();
  });

  it('says before the request that a term room is let only for its whole term, with its dates and total', async () => {
    const onReserve = vi.fn();
    const term: RoomTypeView = {
      ...rooms[0]!,
      id: 'r3',
      name: 'Term room',
      availableBeds: 4,
      termName: 'Spring term',
      termStart: '2026-12-23',
      termEnd: '2027-04-22',
      price: { amount: 150000, currency: 'USD', period: 'SEMESTER' },
    };
    render(
      <MantineProvider>
        <RoomTypesList roomTypes={[term]} hasDates bedsWanted={2} onReserve={onReserve} />
      </MantineProvider>,
    );
    expect(screen.getByText('Let only for the whole term')).toBeInTheDocument();
    expect(
      screen.getByText(/^Spring term: Dec 23, 2026\s–\sApr 22, 2027 \(120 nights\)\./),
    ).toHaveTextContent(
      '2 beds for the term: $3,000, plus the service fee. The dates you searched for do not apply to this room.',
    );
    expect(screen.getByText('4 beds free for the whole term')).toBeInTheDocument();
    expect(screen.queryByText(/for your dates/)).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Reserve a bed in Term room for the whole term' }),
    );
    expect(onReserve).toHaveBeenCalledWith(term);
  });

  it('asks for dates first and has no reserve button in the owner preview', () => {
    renderList({ hasDates: false });
    expect(screen.getAllByText('Choose dates to see free beds')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /reserve/i })).toBeNull();
  });
});
