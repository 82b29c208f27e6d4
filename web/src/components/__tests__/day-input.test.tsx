import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../lib/dates';
import { DayInput, loadDayPicker } from '../day-input';

function Field({ initial }: { initial: string }) {
  const [day, setDay] = useState(initial);
  return (
    <MantineProvider>
      <DayInput label="Check-in" value={day} onChange={setDay} />
      <output aria-label="Chosen">{day}</output>
    </MantineProvider>
  );
}

// First: nothing here has loaded the picker yet.
describe('DayInput before its picker is needed', () => {
  it('shows its day read-only, fetches the picker when focused and hands it the focus', async () => {
    render(<Field initial="2026-11-23" />);
    const before = screen.getByRole('textbox', { name: 'Check-in' });
    expect(before).toHaveAttribute('readonly');
    expect(before).toHaveValue(formatDay('2026-11-23'));
    await act(async () => {
      before.focus();
      await loadDayPicker();
    });
    const field = screen.getByRole('textbox', { name: 'Check-in' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue(formatDay('2026-11-23'));
  });
});

describe('DayInput', () => {
  beforeAll(async () => {
    await loadDayPicker();
  });

  it('shows its day as every screen writes it, not as a browser date input would', () => {
    render(<Field initial="2026-11-23" />);
    expect(screen.getByRole('textbox', { name: 'Check-in' })).toHaveValue(formatDay('2026-11-23'));
  });

  it('takes a typed YYYY-MM-DD day and writes it out once left; its clear button empties it', async () => {
    const user = userEvent.setup();
    render(<Field initial="" />);
    const field = screen.getByRole('textbox', { name: 'Check-in' });
    await user.type(field, '2027-01-10');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2027-01-10');
    await user.tab();
    expect(field).toHaveValue(formatDay('2027-01-10'));
    await user.click(screen.getByRole('button', { name: 'Clear Check-in' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toBeEmptyDOMElement();
    expect(field).toHaveValue('');
  });
});
