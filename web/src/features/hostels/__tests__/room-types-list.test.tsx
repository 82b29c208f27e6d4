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
    expect(screen.getByText('Fully booked for your dates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve a bed in 6-bed room' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve a bed in 2-bed room' }));
    expect(onReserve).toHaveBeenCalledWith(rooms[0]);
  });

  it('asks for dates first and has no reserve button in the owner preview', () => {
    renderList({ hasDates: false });
    expect(screen.getAllByText('Choose dates to see free beds')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /reserve/i })).toBeNull();
  });
});
