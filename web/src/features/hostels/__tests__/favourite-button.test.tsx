import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { authState } from '../../../test/auth-state';
import { mockGraphQL, type MockAnswer } from '../../../test/graphql-mock';
import { AuthContext } from '../../auth/public';
import { FavouriteButton } from '../favourites/favourite-button';
import { FAVOURITES_CHANGED } from '../favourites/favourite-mutations';

function renderHeart(isFavourite: boolean, answers: Record<string, MockAnswer>) {
  const calls = mockGraphQL(answers);
  const changes: Event[] = [];
  const record = (event: Event) => changes.push(event);
  window.addEventListener(FAVOURITES_CHANGED, record);
  onTestFinished(() => window.removeEventListener(FAVOURITES_CHANGED, record));
  render(
    <AuthContext.Provider value={authState('STUDENT')}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter>
          <FavouriteButton hostelId="h1" hostelName="Harbour View" isFavourite={isFavourite} />
        </MemoryRouter>
      </MantineProvider>
    </AuthContext.Provider>,
  );
  return { calls, changes };
}

describe('FavouriteButton', () => {
  it('fills the heart at once and saves the favourite', async () => {
    const { calls, changes } = renderHeart(false, {
      HostelsAddFavouriteMutation: { data: { addFavourite: { id: 'h1', isFavourite: true } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Harbour View to favourites' }));
    expect(
      await screen.findByRole('button', { name: 'Remove Harbour View from favourites', pressed: true }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(calls).toEqual([{ operationName: 'HostelsAddFavouriteMutation', variables: { hostelId: 'h1' } }]);
  });

  it('turns the heart back and says why when the server refuses to remove it', async () => {
    const { calls, changes } = renderHeart(true, {
      HostelsRemoveFavouriteMutation: { errors: [{ message: 'This hostel is not in your favourites.' }] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Harbour View from favourites' }));
    expect(await screen.findByText('Could not remove the favourite')).toBeInTheDocument();
    expect(screen.getByText('This hostel is not in your favourites.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Harbour View from favourites', pressed: true }),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { operationName: 'HostelsRemoveFavouriteMutation', variables: { hostelId: 'h1' } },
    ]);
    expect(changes).toEqual([]);
  });
});
