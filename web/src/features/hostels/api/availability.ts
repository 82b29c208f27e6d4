import { graphql } from '../../../gql';

/** The owner's hostels and their room types, to choose the calendar to show. */
export const AvailabilityHostelsQuery = graphql(`
  query AvailabilityHostelsQuery {
    myHostels(first: 100) {
      edges {
        node {
          id
          name
          status
          roomTypes {
            id
            name
            totalBeds
          }
        }
      }
    }
  }
`);

export const RoomAvailabilityQuery = graphql(`
  query RoomAvailabilityQuery($roomTypeId: ID!, $month: String!) {
    roomAvailability(roomTypeId: $roomTypeId, month: $month) {
      roomTypeId
      totalBeds
      month
      today
      nights {
        night
        totalBeds
        freeBeds
        heldBeds
        bookedBeds
        blockedBeds
      }
    }
  }
`);

export const BlockBedsMutation = graphql(`
  mutation BlockBedsMutation($input: BedBlockInput!) {
    blockBeds(input: $input) {
      night
    }
  }
`);

export const UnblockBedsMutation = graphql(`
  mutation UnblockBedsMutation($input: BedBlockInput!) {
    unblockBeds(input: $input) {
      night
    }
  }
`);
