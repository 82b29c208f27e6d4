import { graphql } from '../../../gql';

// Every listing mutation returns the whole draft, so the cache (and every step) stays in step.
export const ListingDraftFieldsFragment = graphql(`
  fragment ListingDraftFields on Hostel {
    id
    name
    slug
    description
    genderPolicy
    houseRules
    timeZone
    address
    city
    country
    latitude
    longitude
    amenities
    cancellationPolicy
    status
    listingStep
    rejectionReason
    nearbyUniversities {
      id
      name
      city
      distanceMeters
    }
    roomTypes {
      id
      name
      description
      bedsPerRoom
      totalBeds
      amenities
      termName
      termStart
      termEnd
      price {
        amount
        currency
        period
      }
    }
    photos {
      id
      position
      isCover
      caption
      file {
        id
        url
        srcSet
        width
        height
      }
    }
    ownershipProof {
      id
      originalName
      url
    }
  }
`);

export const ListingDraftQuery = graphql(`
  query ListingDraftQuery($id: ID!) {
    hostel(id: $id) {
      id
      ...ListingDraftFields
    }
  }
`);

export const ListingPreviewQuery = graphql(`
  query ListingPreviewQuery($id: ID!) {
    hostel(id: $id) {
      id
      ...ListingDraftFields
      ...HostelDetailsFields
    }
  }
`);

export const ListingMyHostelsQuery = graphql(`
  query ListingMyHostelsQuery($first: Int!, $after: String, $status: HostelStatus) {
    myHostels(first: $first, after: $after, status: $status) {
      totalCount
      edges {
        cursor
        node {
          id
          name
          city
          status
          listingStep
          rejectionReason
          updatedAt
          submittedAt
          publishedAt
          coverPhoto {
            id
            url
            srcSet
            width
            height
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ListingCreateDraftMutation = graphql(`
  mutation ListingCreateDraftMutation {
    createHostelDraft {
      id
      ...ListingDraftFields
    }
  }
`);

export const ListingUpdateBasicsMutation = graphql(`
  mutation ListingUpdateBasicsMutation($id: ID!, $input: HostelBasicsInput!) {
    updateHostelBasics(id: $id, input: $input) {
      id
      ...ListingDraftFields
    }
  }
`);

export const ListingUpdateLocationMutation = graphql(`
  mutation ListingUpdateLocationMutation($id: ID!, $input: HostelLocationInput!) {
    updateHostelLocation(id: $id, input: $input) {
      id
      ...ListingDraftFields
    }
  }
`);

export const ListingSaveRoomTypesMutation = graphql(`
  mutation ListingSaveRoomTypesMutation($id: ID!, $amenities: [String!]!, $roomTypes: [RoomTypeInput!]!) {
    saveRoomTypes(id: $id, amenities: $amenities, roomTypes: $roomTypes) {
      id
      ...ListingDraftFields
    }
  }
`);

export const ListingSetPhotosMutation = graphql(`
  mutation ListingSetPhotosMutation($id: ID!, $photos: [HostelPhotoInput!]!, $coverFileId: ID) {
    setHostelPhotos(id: $id, photos: $photos, coverFileId: $coverFileId) {
      id
      ...ListingDraftFields
    }
  }
`);

export const ListingUpdatePricingMutation = graphql(`
  mutation ListingUpdatePricingMutation($id: ID!, $input: HostelPricingInput!) {
    updateHostelPricing(id: $id, input: $input) {
      id
      ...ListingDraftFields
    }
  }
`);

export const ListingSubmitMutation = graphql(`
  mutation ListingSubmitMutation($id: ID!, $ownershipProofFileId: ID!) {
    submitHostelForReview(id: $id, ownershipProofFileId: $ownershipProofFileId) {
      id
      ...ListingDraftFields
    }
  }
`);

export const ListingArchiveMutation = graphql(`
  mutation ListingArchiveMutation($id: ID!) {
    archiveHostel(id: $id) {
      id
      status
    }
  }
`);

export const ListingUploadImageMutation = graphql(`
  mutation ListingUploadImageMutation($file: Upload!) {
    uploadImage(file: $file) {
      id
      url
      srcSet
      width
      height
    }
  }
`);

export const ListingUploadArchiveMutation = graphql(`
  mutation ListingUploadArchiveMutation($file: Upload!) {
    uploadArchive(file: $file) {
      id
      originalName
      url
    }
  }
`);
