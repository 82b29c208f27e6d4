import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useFavouriteToggle } from './use-favourite-toggle';

export interface FavouriteButtonProps {
  hostelId: string;
  hostelName: string;
  isFavourite: boolean;
  size?: 'md' | 'lg' | 'xl';
}

export function FavouriteButton({
  hostelId,
  hostelName,
  isFavourite: given,
  size = 'lg',
}: FavouriteButtonProps) {
  const toggle = useFavouriteToggle();
  // The heart changes at once on a click; a new answer from the server (the route's loader read
  // again) replaces it.
  const [isFavourite, setFavourite] = useState(given);
  const [last, setLast] = useState(given);
  if (last !== given) {
    setLast(given);
    setFavourite(given);
  }
  const label = isFavourite ? `Remove ${hostelName} from favourites` : `Save ${hostelName} to favourites`;
  return (
    // A native title rather than Mantine's Tooltip: the popover code would double the search results' size.
    <ActionIcon
      variant={isFavourite ? 'filled' : 'white'}
      color={isFavourite ? 'red' : 'gray'}
      radius="xl"
      size={size}
      aria-label={label}
      title={isFavourite ? 'Saved to favourites' : 'Save to favourites'}
      aria-pressed={isFavourite}
      onClick={(event) => {
        // The heart sits on a card that is itself a link.
        event.preventDefault();
        event.stopPropagation();
        void toggle(hostelId, isFavourite, hostelName, setFavourite);
      }}
    >
      {isFavourite ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
    </ActionIcon>
  );
}
