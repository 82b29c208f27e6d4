/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccountProfileFields on User {\n    id\n    displayName\n    email\n    phoneNumber\n    role\n    avatar {\n      id\n      url\n    }\n  }\n": typeof types.AccountProfileFieldsFragmentDoc,
    "\n  query AccountProfileQuery {\n    me {\n      uid\n      user {\n        id\n        ...AccountProfileFields\n      }\n    }\n  }\n": typeof types.AccountProfileQueryDocument,
    "\n  mutation AccountUpdateProfileMutation($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      ...AccountProfileFields\n      avatar {\n        id\n        url\n      }\n      displayName\n    }\n  }\n": typeof types.AccountUpdateProfileMutationDocument,
    "\n  mutation AccountUploadImageMutation($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n    }\n  }\n": typeof types.AccountUploadImageMutationDocument,
    "\n  query AuthMeQuery {\n    me {\n      uid\n      email\n      emailVerified\n      phoneNumber\n      user {\n        id\n        displayName\n        email\n        role\n        status\n        phoneNumber\n        avatar {\n          id\n          url\n        }\n      }\n    }\n  }\n": typeof types.AuthMeQueryDocument,
    "\n  mutation AuthCompleteSignUpMutation($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      id\n      role\n      displayName\n    }\n  }\n": typeof types.AuthCompleteSignUpMutationDocument,
    "\n  fragment HostelDetailsFields on Hostel {\n    id\n    name\n    description\n    address\n    city\n    country\n    latitude\n    longitude\n    amenities\n    houseRules\n    genderPolicy\n    cancellationPolicy\n    isFavourite\n    status\n    reviewSummary {\n      average\n      count\n    }\n    photos {\n      id\n      position\n      isCover\n      caption\n      file {\n        id\n        url\n        width\n        height\n      }\n    }\n    roomTypes {\n      id\n      name\n      description\n      bedsPerRoom\n      totalBeds\n      amenities\n      availableBeds\n      termName\n      termStart\n      termEnd\n      price {\n        amount\n        currency\n        period\n      }\n    }\n    nearbyUniversities {\n      id\n      name\n      city\n      distanceMeters\n    }\n    owner {\n      id\n      displayName\n      memberSince\n      avatar {\n        id\n        url\n      }\n    }\n  }\n": typeof types.HostelDetailsFieldsFragmentDoc,
    "\n  query HostelsDetailsQuery($id: ID!, $checkIn: String, $checkOut: String, $beds: Int) {\n    hostel(id: $id, checkIn: $checkIn, checkOut: $checkOut, beds: $beds) {\n      id\n      name\n      isFavourite\n      ...HostelDetailsFields\n    }\n  }\n": typeof types.HostelsDetailsQueryDocument,
    "\n  mutation HostelsAddFavouriteMutation($hostelId: ID!) {\n    addFavourite(hostelId: $hostelId) {\n      id\n      isFavourite\n    }\n  }\n": typeof types.HostelsAddFavouriteMutationDocument,
    "\n  mutation HostelsRemoveFavouriteMutation($hostelId: ID!) {\n    removeFavourite(hostelId: $hostelId)\n  }\n": typeof types.HostelsRemoveFavouriteMutationDocument,
    "\n  query HostelsFavouritesQuery($first: Int!, $after: String) {\n    myFavourites(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...HostelCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HostelsFavouritesQueryDocument,
    "\n  fragment ListingDraftFields on Hostel {\n    id\n    name\n    slug\n    description\n    genderPolicy\n    houseRules\n    timeZone\n    address\n    city\n    country\n    latitude\n    longitude\n    amenities\n    cancellationPolicy\n    status\n    listingStep\n    rejectionReason\n    nearbyUniversities {\n      id\n      name\n      city\n      distanceMeters\n    }\n    roomTypes {\n      id\n      name\n      description\n      bedsPerRoom\n      totalBeds\n      amenities\n      termName\n      termStart\n      termEnd\n      price {\n        amount\n        currency\n        period\n      }\n    }\n    photos {\n      id\n      position\n      isCover\n      caption\n      file {\n        id\n        url\n      }\n    }\n    ownershipProof {\n      id\n      originalName\n      url\n    }\n  }\n": typeof types.ListingDraftFieldsFragmentDoc,
    "\n  query ListingDraftQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": typeof types.ListingDraftQueryDocument,
    "\n  query ListingPreviewQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ListingDraftFields\n      ...HostelDetailsFields\n    }\n  }\n": typeof types.ListingPreviewQueryDocument,
    "\n  query ListingMyHostelsQuery($first: Int!, $after: String, $status: HostelStatus) {\n    myHostels(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          city\n          status\n          listingStep\n          rejectionReason\n          updatedAt\n          submittedAt\n          publishedAt\n          coverPhoto {\n            id\n            url\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ListingMyHostelsQueryDocument,
    "\n  mutation ListingCreateDraftMutation {\n    createHostelDraft {\n      id\n      ...ListingDraftFields\n    }\n  }\n": typeof types.ListingCreateDraftMutationDocument,
    "\n  mutation ListingUpdateBasicsMutation($id: ID!, $input: HostelBasicsInput!) {\n    updateHostelBasics(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": typeof types.ListingUpdateBasicsMutationDocument,
    "\n  mutation ListingUpdateLocationMutation($id: ID!, $input: HostelLocationInput!) {\n    updateHostelLocation(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": typeof types.ListingUpdateLocationMutationDocument,
    "\n  mutation ListingSaveRoomTypesMutation($id: ID!, $amenities: [String!]!, $roomTypes: [RoomTypeInput!]!) {\n    saveRoomTypes(id: $id, amenities: $amenities, roomTypes: $roomTypes) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": typeof types.ListingSaveRoomTypesMutationDocument,
    "\n  mutation ListingSetPhotosMutation($id: ID!, $photos: [HostelPhotoInput!]!, $coverFileId: ID) {\n    setHostelPhotos(id: $id, photos: $photos, coverFileId: $coverFileId) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": typeof types.ListingSetPhotosMutationDocument,
    "\n  mutation ListingUpdatePricingMutation($id: ID!, $input: HostelPricingInput!) {\n    updateHostelPricing(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": typeof types.ListingUpdatePricingMutationDocument,
    "\n  mutation ListingSubmitMutation($id: ID!, $ownershipProofFileId: ID!) {\n    submitHostelForReview(id: $id, ownershipProofFileId: $ownershipProofFileId) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": typeof types.ListingSubmitMutationDocument,
    "\n  mutation ListingArchiveMutation($id: ID!) {\n    archiveHostel(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ListingArchiveMutationDocument,
    "\n  mutation ListingUploadImageMutation($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n    }\n  }\n": typeof types.ListingUploadImageMutationDocument,
    "\n  mutation ListingUploadArchiveMutation($file: Upload!) {\n    uploadArchive(file: $file) {\n      id\n      originalName\n      url\n    }\n  }\n": typeof types.ListingUploadArchiveMutationDocument,
    "\n  fragment ModerationHostelFields on Hostel {\n    id\n    name\n    city\n    country\n    status\n    submittedAt\n    publishedAt\n    rejectionReason\n    owner {\n      id\n      displayName\n    }\n    coverPhoto {\n      id\n      url\n    }\n    ownershipProof {\n      id\n      originalName\n      size\n      url\n    }\n  }\n": typeof types.ModerationHostelFieldsFragmentDoc,
    "\n  query ModerationQueueQuery($first: Int!, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ModerationHostelFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ModerationQueueQueryDocument,
    "\n  query ModerationPublishedQuery($filter: HostelSearchFilter, $first: Int!, $after: String) {\n    hostels(filter: $filter, sort: NEWEST, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ModerationHostelFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ModerationPublishedQueryDocument,
    "\n  query ModerationHostelQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": typeof types.ModerationHostelQueryDocument,
    "\n  mutation ModerationApproveMutation($id: ID!) {\n    approveHostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": typeof types.ModerationApproveMutationDocument,
    "\n  mutation ModerationRejectMutation($id: ID!, $reason: String!) {\n    rejectHostel(id: $id, reason: $reason) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": typeof types.ModerationRejectMutationDocument,
    "\n  mutation ModerationSuspendMutation($id: ID!, $reason: String!) {\n    suspendHostel(id: $id, reason: $reason) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": typeof types.ModerationSuspendMutationDocument,
    "\n  mutation ModerationReinstateMutation($id: ID!) {\n    reinstateHostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": typeof types.ModerationReinstateMutationDocument,
    "\n  fragment HostelCardFields on Hostel {\n    id\n    name\n    city\n    address\n    genderPolicy\n    isFavourite\n    ratingAverage\n    reviewCount\n    distanceMeters\n    coverPhoto {\n      id\n      url\n    }\n    lowestPrice {\n      amount\n      currency\n      period\n    }\n  }\n": typeof types.HostelCardFieldsFragmentDoc,
    "\n  query HostelsSearchQuery($filter: HostelSearchFilter, $sort: HostelSort!, $first: Int!, $after: String) {\n    hostels(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      totalCountIsCapped\n      edges {\n        cursor\n        node {\n          id\n          ...HostelCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HostelsSearchQueryDocument,
    "\n  query HostelsUniversitiesQuery {\n    universities {\n      id\n      name\n      city\n    }\n  }\n": typeof types.HostelsUniversitiesQueryDocument,
    "\n  query ReservationsPayStatusQuery($id: ID!) {\n    reservation(id: $id) {\n      id\n      code\n      status\n      paymentDeadline\n      roomTypeName\n      checkIn\n      checkOut\n      beds\n      hostel {\n        id\n        name\n      }\n      price {\n        ...ReservationPriceFields\n      }\n      payments {\n        id\n        status\n        failureReason\n        failureMessage\n        createdAt\n      }\n    }\n  }\n": typeof types.ReservationsPayStatusQueryDocument,
    "\n  mutation ReservationsPayMutation($id: ID!, $input: PayReservationInput!) {\n    payReservation(id: $id, input: $input) {\n      id\n      status\n      failureReason\n      failureMessage\n    }\n  }\n": typeof types.ReservationsPayMutationDocument,
    "\n  fragment ReservationPriceFields on PriceBreakdown {\n    currency\n    nights\n    units\n    pricePerBed\n    pricePeriod\n    subtotal\n    platformFee\n    total\n  }\n": typeof types.ReservationPriceFieldsFragmentDoc,
    "\n  fragment ReservationSummaryFields on Reservation {\n    id\n    code\n    status\n    checkIn\n    checkOut\n    beds\n    nights\n    roomTypeName\n    createdAt\n    responseDeadline\n    paymentDeadline\n    studentNote\n    declineReason\n    hostel {\n      id\n      name\n      city\n    }\n    student {\n      id\n      displayName\n    }\n    price {\n      currency\n      total\n    }\n  }\n": typeof types.ReservationSummaryFieldsFragmentDoc,
    "\n  query ReservationsQuoteQuery($input: StayInput!, $hostelId: ID!) {\n    quoteReservation(input: $input) {\n      checkIn\n      checkOut\n      beds\n      price {\n        ...ReservationPriceFields\n      }\n    }\n    hostel(id: $hostelId) {\n      id\n      name\n      city\n      cancellationPolicy\n      roomTypes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ReservationsQuoteQueryDocument,
    "\n  mutation ReservationsRequestMutation($input: RequestReservationInput!) {\n    requestReservation(input: $input) {\n      id\n      ...ReservationSummaryFields\n    }\n  }\n": typeof types.ReservationsRequestMutationDocument,
    "\n  query ReservationsMineQuery($first: Int!, $after: String, $status: ReservationStatus) {\n    myReservations(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ReservationSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ReservationsMineQueryDocument,
    "\n  query ReservationsOwnerQuery($first: Int!, $after: String, $status: ReservationStatus) {\n    ownerReservations(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ReservationSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    pendingReservationCount\n  }\n": typeof types.ReservationsOwnerQueryDocument,
    "\n  mutation ReservationsAcceptMutation($id: ID!) {\n    acceptReservation(id: $id) {\n      id\n      status\n      paymentDeadline\n    }\n  }\n": typeof types.ReservationsAcceptMutationDocument,
    "\n  mutation ReservationsDeclineMutation($id: ID!, $reason: String!) {\n    declineReservation(id: $id, reason: $reason) {\n      id\n      status\n      declineReason\n    }\n  }\n": typeof types.ReservationsDeclineMutationDocument,
};
const documents: Documents = {
    "\n  fragment AccountProfileFields on User {\n    id\n    displayName\n    email\n    phoneNumber\n    role\n    avatar {\n      id\n      url\n    }\n  }\n": types.AccountProfileFieldsFragmentDoc,
    "\n  query AccountProfileQuery {\n    me {\n      uid\n      user {\n        id\n        ...AccountProfileFields\n      }\n    }\n  }\n": types.AccountProfileQueryDocument,
    "\n  mutation AccountUpdateProfileMutation($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      ...AccountProfileFields\n      avatar {\n        id\n        url\n      }\n      displayName\n    }\n  }\n": types.AccountUpdateProfileMutationDocument,
    "\n  mutation AccountUploadImageMutation($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n    }\n  }\n": types.AccountUploadImageMutationDocument,
    "\n  query AuthMeQuery {\n    me {\n      uid\n      email\n      emailVerified\n      phoneNumber\n      user {\n        id\n        displayName\n        email\n        role\n        status\n        phoneNumber\n        avatar {\n          id\n          url\n        }\n      }\n    }\n  }\n": types.AuthMeQueryDocument,
    "\n  mutation AuthCompleteSignUpMutation($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      id\n      role\n      displayName\n    }\n  }\n": types.AuthCompleteSignUpMutationDocument,
    "\n  fragment HostelDetailsFields on Hostel {\n    id\n    name\n    description\n    address\n    city\n    country\n    latitude\n    longitude\n    amenities\n    houseRules\n    genderPolicy\n    cancellationPolicy\n    isFavourite\n    status\n    reviewSummary {\n      average\n      count\n    }\n    photos {\n      id\n      position\n      isCover\n      caption\n      file {\n        id\n        url\n        width\n        height\n      }\n    }\n    roomTypes {\n      id\n      name\n      description\n      bedsPerRoom\n      totalBeds\n      amenities\n      availableBeds\n      termName\n      termStart\n      termEnd\n      price {\n        amount\n        currency\n        period\n      }\n    }\n    nearbyUniversities {\n      id\n      name\n      city\n      distanceMeters\n    }\n    owner {\n      id\n      displayName\n      memberSince\n      avatar {\n        id\n        url\n      }\n    }\n  }\n": types.HostelDetailsFieldsFragmentDoc,
    "\n  query HostelsDetailsQuery($id: ID!, $checkIn: String, $checkOut: String, $beds: Int) {\n    hostel(id: $id, checkIn: $checkIn, checkOut: $checkOut, beds: $beds) {\n      id\n      name\n      isFavourite\n      ...HostelDetailsFields\n    }\n  }\n": types.HostelsDetailsQueryDocument,
    "\n  mutation HostelsAddFavouriteMutation($hostelId: ID!) {\n    addFavourite(hostelId: $hostelId) {\n      id\n      isFavourite\n    }\n  }\n": types.HostelsAddFavouriteMutationDocument,
    "\n  mutation HostelsRemoveFavouriteMutation($hostelId: ID!) {\n    removeFavourite(hostelId: $hostelId)\n  }\n": types.HostelsRemoveFavouriteMutationDocument,
    "\n  query HostelsFavouritesQuery($first: Int!, $after: String) {\n    myFavourites(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...HostelCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HostelsFavouritesQueryDocument,
    "\n  fragment ListingDraftFields on Hostel {\n    id\n    name\n    slug\n    description\n    genderPolicy\n    houseRules\n    timeZone\n    address\n    city\n    country\n    latitude\n    longitude\n    amenities\n    cancellationPolicy\n    status\n    listingStep\n    rejectionReason\n    nearbyUniversities {\n      id\n      name\n      city\n      distanceMeters\n    }\n    roomTypes {\n      id\n      name\n      description\n      bedsPerRoom\n      totalBeds\n      amenities\n      termName\n      termStart\n      termEnd\n      price {\n        amount\n        currency\n        period\n      }\n    }\n    photos {\n      id\n      position\n      isCover\n      caption\n      file {\n        id\n        url\n      }\n    }\n    ownershipProof {\n      id\n      originalName\n      url\n    }\n  }\n": types.ListingDraftFieldsFragmentDoc,
    "\n  query ListingDraftQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": types.ListingDraftQueryDocument,
    "\n  query ListingPreviewQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ListingDraftFields\n      ...HostelDetailsFields\n    }\n  }\n": types.ListingPreviewQueryDocument,
    "\n  query ListingMyHostelsQuery($first: Int!, $after: String, $status: HostelStatus) {\n    myHostels(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          city\n          status\n          listingStep\n          rejectionReason\n          updatedAt\n          submittedAt\n          publishedAt\n          coverPhoto {\n            id\n            url\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ListingMyHostelsQueryDocument,
    "\n  mutation ListingCreateDraftMutation {\n    createHostelDraft {\n      id\n      ...ListingDraftFields\n    }\n  }\n": types.ListingCreateDraftMutationDocument,
    "\n  mutation ListingUpdateBasicsMutation($id: ID!, $input: HostelBasicsInput!) {\n    updateHostelBasics(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": types.ListingUpdateBasicsMutationDocument,
    "\n  mutation ListingUpdateLocationMutation($id: ID!, $input: HostelLocationInput!) {\n    updateHostelLocation(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": types.ListingUpdateLocationMutationDocument,
    "\n  mutation ListingSaveRoomTypesMutation($id: ID!, $amenities: [String!]!, $roomTypes: [RoomTypeInput!]!) {\n    saveRoomTypes(id: $id, amenities: $amenities, roomTypes: $roomTypes) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": types.ListingSaveRoomTypesMutationDocument,
    "\n  mutation ListingSetPhotosMutation($id: ID!, $photos: [HostelPhotoInput!]!, $coverFileId: ID) {\n    setHostelPhotos(id: $id, photos: $photos, coverFileId: $coverFileId) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": types.ListingSetPhotosMutationDocument,
    "\n  mutation ListingUpdatePricingMutation($id: ID!, $input: HostelPricingInput!) {\n    updateHostelPricing(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": types.ListingUpdatePricingMutationDocument,
    "\n  mutation ListingSubmitMutation($id: ID!, $ownershipProofFileId: ID!) {\n    submitHostelForReview(id: $id, ownershipProofFileId: $ownershipProofFileId) {\n      id\n      ...ListingDraftFields\n    }\n  }\n": types.ListingSubmitMutationDocument,
    "\n  mutation ListingArchiveMutation($id: ID!) {\n    archiveHostel(id: $id) {\n      id\n      status\n    }\n  }\n": types.ListingArchiveMutationDocument,
    "\n  mutation ListingUploadImageMutation($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n    }\n  }\n": types.ListingUploadImageMutationDocument,
    "\n  mutation ListingUploadArchiveMutation($file: Upload!) {\n    uploadArchive(file: $file) {\n      id\n      originalName\n      url\n    }\n  }\n": types.ListingUploadArchiveMutationDocument,
    "\n  fragment ModerationHostelFields on Hostel {\n    id\n    name\n    city\n    country\n    status\n    submittedAt\n    publishedAt\n    rejectionReason\n    owner {\n      id\n      displayName\n    }\n    coverPhoto {\n      id\n      url\n    }\n    ownershipProof {\n      id\n      originalName\n      size\n      url\n    }\n  }\n": types.ModerationHostelFieldsFragmentDoc,
    "\n  query ModerationQueueQuery($first: Int!, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ModerationHostelFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ModerationQueueQueryDocument,
    "\n  query ModerationPublishedQuery($filter: HostelSearchFilter, $first: Int!, $after: String) {\n    hostels(filter: $filter, sort: NEWEST, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ModerationHostelFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ModerationPublishedQueryDocument,
    "\n  query ModerationHostelQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": types.ModerationHostelQueryDocument,
    "\n  mutation ModerationApproveMutation($id: ID!) {\n    approveHostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": types.ModerationApproveMutationDocument,
    "\n  mutation ModerationRejectMutation($id: ID!, $reason: String!) {\n    rejectHostel(id: $id, reason: $reason) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": types.ModerationRejectMutationDocument,
    "\n  mutation ModerationSuspendMutation($id: ID!, $reason: String!) {\n    suspendHostel(id: $id, reason: $reason) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": types.ModerationSuspendMutationDocument,
    "\n  mutation ModerationReinstateMutation($id: ID!) {\n    reinstateHostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n": types.ModerationReinstateMutationDocument,
    "\n  fragment HostelCardFields on Hostel {\n    id\n    name\n    city\n    address\n    genderPolicy\n    isFavourite\n    ratingAverage\n    reviewCount\n    distanceMeters\n    coverPhoto {\n      id\n      url\n    }\n    lowestPrice {\n      amount\n      currency\n      period\n    }\n  }\n": types.HostelCardFieldsFragmentDoc,
    "\n  query HostelsSearchQuery($filter: HostelSearchFilter, $sort: HostelSort!, $first: Int!, $after: String) {\n    hostels(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      totalCountIsCapped\n      edges {\n        cursor\n        node {\n          id\n          ...HostelCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HostelsSearchQueryDocument,
    "\n  query HostelsUniversitiesQuery {\n    universities {\n      id\n      name\n      city\n    }\n  }\n": types.HostelsUniversitiesQueryDocument,
    "\n  query ReservationsPayStatusQuery($id: ID!) {\n    reservation(id: $id) {\n      id\n      code\n      status\n      paymentDeadline\n      roomTypeName\n      checkIn\n      checkOut\n      beds\n      hostel {\n        id\n        name\n      }\n      price {\n        ...ReservationPriceFields\n      }\n      payments {\n        id\n        status\n        failureReason\n        failureMessage\n        createdAt\n      }\n    }\n  }\n": types.ReservationsPayStatusQueryDocument,
    "\n  mutation ReservationsPayMutation($id: ID!, $input: PayReservationInput!) {\n    payReservation(id: $id, input: $input) {\n      id\n      status\n      failureReason\n      failureMessage\n    }\n  }\n": types.ReservationsPayMutationDocument,
    "\n  fragment ReservationPriceFields on PriceBreakdown {\n    currency\n    nights\n    units\n    pricePerBed\n    pricePeriod\n    subtotal\n    platformFee\n    total\n  }\n": types.ReservationPriceFieldsFragmentDoc,
    "\n  fragment ReservationSummaryFields on Reservation {\n    id\n    code\n    status\n    checkIn\n    checkOut\n    beds\n    nights\n    roomTypeName\n    createdAt\n    responseDeadline\n    paymentDeadline\n    studentNote\n    declineReason\n    hostel {\n      id\n      name\n      city\n    }\n    student {\n      id\n      displayName\n    }\n    price {\n      currency\n      total\n    }\n  }\n": types.ReservationSummaryFieldsFragmentDoc,
    "\n  query ReservationsQuoteQuery($input: StayInput!, $hostelId: ID!) {\n    quoteReservation(input: $input) {\n      checkIn\n      checkOut\n      beds\n      price {\n        ...ReservationPriceFields\n      }\n    }\n    hostel(id: $hostelId) {\n      id\n      name\n      city\n      cancellationPolicy\n      roomTypes {\n        id\n        name\n      }\n    }\n  }\n": types.ReservationsQuoteQueryDocument,
    "\n  mutation ReservationsRequestMutation($input: RequestReservationInput!) {\n    requestReservation(input: $input) {\n      id\n      ...ReservationSummaryFields\n    }\n  }\n": types.ReservationsRequestMutationDocument,
    "\n  query ReservationsMineQuery($first: Int!, $after: String, $status: ReservationStatus) {\n    myReservations(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ReservationSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ReservationsMineQueryDocument,
    "\n  query ReservationsOwnerQuery($first: Int!, $after: String, $status: ReservationStatus) {\n    ownerReservations(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ReservationSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    pendingReservationCount\n  }\n": types.ReservationsOwnerQueryDocument,
    "\n  mutation ReservationsAcceptMutation($id: ID!) {\n    acceptReservation(id: $id) {\n      id\n      status\n      paymentDeadline\n    }\n  }\n": types.ReservationsAcceptMutationDocument,
    "\n  mutation ReservationsDeclineMutation($id: ID!, $reason: String!) {\n    declineReservation(id: $id, reason: $reason) {\n      id\n      status\n      declineReason\n    }\n  }\n": types.ReservationsDeclineMutationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountProfileFields on User {\n    id\n    displayName\n    email\n    phoneNumber\n    role\n    avatar {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment AccountProfileFields on User {\n    id\n    displayName\n    email\n    phoneNumber\n    role\n    avatar {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProfileQuery {\n    me {\n      uid\n      user {\n        id\n        ...AccountProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountProfileQuery {\n    me {\n      uid\n      user {\n        id\n        ...AccountProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateProfileMutation($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      ...AccountProfileFields\n      avatar {\n        id\n        url\n      }\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUpdateProfileMutation($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      ...AccountProfileFields\n      avatar {\n        id\n        url\n      }\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUploadImageMutation($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUploadImageMutation($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMeQuery {\n    me {\n      uid\n      email\n      emailVerified\n      phoneNumber\n      user {\n        id\n        displayName\n        email\n        role\n        status\n        phoneNumber\n        avatar {\n          id\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthMeQuery {\n    me {\n      uid\n      email\n      emailVerified\n      phoneNumber\n      user {\n        id\n        displayName\n        email\n        role\n        status\n        phoneNumber\n        avatar {\n          id\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthCompleteSignUpMutation($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      id\n      role\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation AuthCompleteSignUpMutation($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      id\n      role\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostelDetailsFields on Hostel {\n    id\n    name\n    description\n    address\n    city\n    country\n    latitude\n    longitude\n    amenities\n    houseRules\n    genderPolicy\n    cancellationPolicy\n    isFavourite\n    status\n    reviewSummary {\n      average\n      count\n    }\n    photos {\n      id\n      position\n      isCover\n      caption\n      file {\n        id\n        url\n        width\n        height\n      }\n    }\n    roomTypes {\n      id\n      name\n      description\n      bedsPerRoom\n      totalBeds\n      amenities\n      availableBeds\n      termName\n      termStart\n      termEnd\n      price {\n        amount\n        currency\n        period\n      }\n    }\n    nearbyUniversities {\n      id\n      name\n      city\n      distanceMeters\n    }\n    owner {\n      id\n      displayName\n      memberSince\n      avatar {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HostelDetailsFields on Hostel {\n    id\n    name\n    description\n    address\n    city\n    country\n    latitude\n    longitude\n    amenities\n    houseRules\n    genderPolicy\n    cancellationPolicy\n    isFavourite\n    status\n    reviewSummary {\n      average\n      count\n    }\n    photos {\n      id\n      position\n      isCover\n      caption\n      file {\n        id\n        url\n        width\n        height\n      }\n    }\n    roomTypes {\n      id\n      name\n      description\n      bedsPerRoom\n      totalBeds\n      amenities\n      availableBeds\n      termName\n      termStart\n      termEnd\n      price {\n        amount\n        currency\n        period\n      }\n    }\n    nearbyUniversities {\n      id\n      name\n      city\n      distanceMeters\n    }\n    owner {\n      id\n      displayName\n      memberSince\n      avatar {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostelsDetailsQuery($id: ID!, $checkIn: String, $checkOut: String, $beds: Int) {\n    hostel(id: $id, checkIn: $checkIn, checkOut: $checkOut, beds: $beds) {\n      id\n      name\n      isFavourite\n      ...HostelDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query HostelsDetailsQuery($id: ID!, $checkIn: String, $checkOut: String, $beds: Int) {\n    hostel(id: $id, checkIn: $checkIn, checkOut: $checkOut, beds: $beds) {\n      id\n      name\n      isFavourite\n      ...HostelDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HostelsAddFavouriteMutation($hostelId: ID!) {\n    addFavourite(hostelId: $hostelId) {\n      id\n      isFavourite\n    }\n  }\n"): (typeof documents)["\n  mutation HostelsAddFavouriteMutation($hostelId: ID!) {\n    addFavourite(hostelId: $hostelId) {\n      id\n      isFavourite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HostelsRemoveFavouriteMutation($hostelId: ID!) {\n    removeFavourite(hostelId: $hostelId)\n  }\n"): (typeof documents)["\n  mutation HostelsRemoveFavouriteMutation($hostelId: ID!) {\n    removeFavourite(hostelId: $hostelId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostelsFavouritesQuery($first: Int!, $after: String) {\n    myFavourites(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...HostelCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostelsFavouritesQuery($first: Int!, $after: String) {\n    myFavourites(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...HostelCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingDraftFields on Hostel {\n    id\n    name\n    slug\n    description\n    genderPolicy\n    houseRules\n    timeZone\n    address\n    city\n    country\n    latitude\n    longitude\n    amenities\n    cancellationPolicy\n    status\n    listingStep\n    rejectionReason\n    nearbyUniversities {\n      id\n      name\n      city\n      distanceMeters\n    }\n    roomTypes {\n      id\n      name\n      description\n      bedsPerRoom\n      totalBeds\n      amenities\n      termName\n      termStart\n      termEnd\n      price {\n        amount\n        currency\n        period\n      }\n    }\n    photos {\n      id\n      position\n      isCover\n      caption\n      file {\n        id\n        url\n      }\n    }\n    ownershipProof {\n      id\n      originalName\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ListingDraftFields on Hostel {\n    id\n    name\n    slug\n    description\n    genderPolicy\n    houseRules\n    timeZone\n    address\n    city\n    country\n    latitude\n    longitude\n    amenities\n    cancellationPolicy\n    status\n    listingStep\n    rejectionReason\n    nearbyUniversities {\n      id\n      name\n      city\n      distanceMeters\n    }\n    roomTypes {\n      id\n      name\n      description\n      bedsPerRoom\n      totalBeds\n      amenities\n      termName\n      termStart\n      termEnd\n      price {\n        amount\n        currency\n        period\n      }\n    }\n    photos {\n      id\n      position\n      isCover\n      caption\n      file {\n        id\n        url\n      }\n    }\n    ownershipProof {\n      id\n      originalName\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingDraftQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"): (typeof documents)["\n  query ListingDraftQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingPreviewQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ListingDraftFields\n      ...HostelDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query ListingPreviewQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ListingDraftFields\n      ...HostelDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingMyHostelsQuery($first: Int!, $after: String, $status: HostelStatus) {\n    myHostels(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          city\n          status\n          listingStep\n          rejectionReason\n          updatedAt\n          submittedAt\n          publishedAt\n          coverPhoto {\n            id\n            url\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingMyHostelsQuery($first: Int!, $after: String, $status: HostelStatus) {\n    myHostels(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          city\n          status\n          listingStep\n          rejectionReason\n          updatedAt\n          submittedAt\n          publishedAt\n          coverPhoto {\n            id\n            url\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingCreateDraftMutation {\n    createHostelDraft {\n      id\n      ...ListingDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation ListingCreateDraftMutation {\n    createHostelDraft {\n      id\n      ...ListingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingUpdateBasicsMutation($id: ID!, $input: HostelBasicsInput!) {\n    updateHostelBasics(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation ListingUpdateBasicsMutation($id: ID!, $input: HostelBasicsInput!) {\n    updateHostelBasics(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingUpdateLocationMutation($id: ID!, $input: HostelLocationInput!) {\n    updateHostelLocation(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation ListingUpdateLocationMutation($id: ID!, $input: HostelLocationInput!) {\n    updateHostelLocation(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingSaveRoomTypesMutation($id: ID!, $amenities: [String!]!, $roomTypes: [RoomTypeInput!]!) {\n    saveRoomTypes(id: $id, amenities: $amenities, roomTypes: $roomTypes) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation ListingSaveRoomTypesMutation($id: ID!, $amenities: [String!]!, $roomTypes: [RoomTypeInput!]!) {\n    saveRoomTypes(id: $id, amenities: $amenities, roomTypes: $roomTypes) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingSetPhotosMutation($id: ID!, $photos: [HostelPhotoInput!]!, $coverFileId: ID) {\n    setHostelPhotos(id: $id, photos: $photos, coverFileId: $coverFileId) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation ListingSetPhotosMutation($id: ID!, $photos: [HostelPhotoInput!]!, $coverFileId: ID) {\n    setHostelPhotos(id: $id, photos: $photos, coverFileId: $coverFileId) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingUpdatePricingMutation($id: ID!, $input: HostelPricingInput!) {\n    updateHostelPricing(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation ListingUpdatePricingMutation($id: ID!, $input: HostelPricingInput!) {\n    updateHostelPricing(id: $id, input: $input) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingSubmitMutation($id: ID!, $ownershipProofFileId: ID!) {\n    submitHostelForReview(id: $id, ownershipProofFileId: $ownershipProofFileId) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation ListingSubmitMutation($id: ID!, $ownershipProofFileId: ID!) {\n    submitHostelForReview(id: $id, ownershipProofFileId: $ownershipProofFileId) {\n      id\n      ...ListingDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingArchiveMutation($id: ID!) {\n    archiveHostel(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ListingArchiveMutation($id: ID!) {\n    archiveHostel(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingUploadImageMutation($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation ListingUploadImageMutation($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ListingUploadArchiveMutation($file: Upload!) {\n    uploadArchive(file: $file) {\n      id\n      originalName\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation ListingUploadArchiveMutation($file: Upload!) {\n    uploadArchive(file: $file) {\n      id\n      originalName\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationHostelFields on Hostel {\n    id\n    name\n    city\n    country\n    status\n    submittedAt\n    publishedAt\n    rejectionReason\n    owner {\n      id\n      displayName\n    }\n    coverPhoto {\n      id\n      url\n    }\n    ownershipProof {\n      id\n      originalName\n      size\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ModerationHostelFields on Hostel {\n    id\n    name\n    city\n    country\n    status\n    submittedAt\n    publishedAt\n    rejectionReason\n    owner {\n      id\n      displayName\n    }\n    coverPhoto {\n      id\n      url\n    }\n    ownershipProof {\n      id\n      originalName\n      size\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueueQuery($first: Int!, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ModerationHostelFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueueQuery($first: Int!, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ModerationHostelFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationPublishedQuery($filter: HostelSearchFilter, $first: Int!, $after: String) {\n    hostels(filter: $filter, sort: NEWEST, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ModerationHostelFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationPublishedQuery($filter: HostelSearchFilter, $first: Int!, $after: String) {\n    hostels(filter: $filter, sort: NEWEST, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ModerationHostelFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationHostelQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"): (typeof documents)["\n  query ModerationHostelQuery($id: ID!) {\n    hostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationApproveMutation($id: ID!) {\n    approveHostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"): (typeof documents)["\n  mutation ModerationApproveMutation($id: ID!) {\n    approveHostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationRejectMutation($id: ID!, $reason: String!) {\n    rejectHostel(id: $id, reason: $reason) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"): (typeof documents)["\n  mutation ModerationRejectMutation($id: ID!, $reason: String!) {\n    rejectHostel(id: $id, reason: $reason) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationSuspendMutation($id: ID!, $reason: String!) {\n    suspendHostel(id: $id, reason: $reason) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"): (typeof documents)["\n  mutation ModerationSuspendMutation($id: ID!, $reason: String!) {\n    suspendHostel(id: $id, reason: $reason) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationReinstateMutation($id: ID!) {\n    reinstateHostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"): (typeof documents)["\n  mutation ModerationReinstateMutation($id: ID!) {\n    reinstateHostel(id: $id) {\n      id\n      ...ModerationHostelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostelCardFields on Hostel {\n    id\n    name\n    city\n    address\n    genderPolicy\n    isFavourite\n    ratingAverage\n    reviewCount\n    distanceMeters\n    coverPhoto {\n      id\n      url\n    }\n    lowestPrice {\n      amount\n      currency\n      period\n    }\n  }\n"): (typeof documents)["\n  fragment HostelCardFields on Hostel {\n    id\n    name\n    city\n    address\n    genderPolicy\n    isFavourite\n    ratingAverage\n    reviewCount\n    distanceMeters\n    coverPhoto {\n      id\n      url\n    }\n    lowestPrice {\n      amount\n      currency\n      period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostelsSearchQuery($filter: HostelSearchFilter, $sort: HostelSort!, $first: Int!, $after: String) {\n    hostels(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      totalCountIsCapped\n      edges {\n        cursor\n        node {\n          id\n          ...HostelCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HostelsSearchQuery($filter: HostelSearchFilter, $sort: HostelSort!, $first: Int!, $after: String) {\n    hostels(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      totalCountIsCapped\n      edges {\n        cursor\n        node {\n          id\n          ...HostelCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostelsUniversitiesQuery {\n    universities {\n      id\n      name\n      city\n    }\n  }\n"): (typeof documents)["\n  query HostelsUniversitiesQuery {\n    universities {\n      id\n      name\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationsPayStatusQuery($id: ID!) {\n    reservation(id: $id) {\n      id\n      code\n      status\n      paymentDeadline\n      roomTypeName\n      checkIn\n      checkOut\n      beds\n      hostel {\n        id\n        name\n      }\n      price {\n        ...ReservationPriceFields\n      }\n      payments {\n        id\n        status\n        failureReason\n        failureMessage\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReservationsPayStatusQuery($id: ID!) {\n    reservation(id: $id) {\n      id\n      code\n      status\n      paymentDeadline\n      roomTypeName\n      checkIn\n      checkOut\n      beds\n      hostel {\n        id\n        name\n      }\n      price {\n        ...ReservationPriceFields\n      }\n      payments {\n        id\n        status\n        failureReason\n        failureMessage\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReservationsPayMutation($id: ID!, $input: PayReservationInput!) {\n    payReservation(id: $id, input: $input) {\n      id\n      status\n      failureReason\n      failureMessage\n    }\n  }\n"): (typeof documents)["\n  mutation ReservationsPayMutation($id: ID!, $input: PayReservationInput!) {\n    payReservation(id: $id, input: $input) {\n      id\n      status\n      failureReason\n      failureMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReservationPriceFields on PriceBreakdown {\n    currency\n    nights\n    units\n    pricePerBed\n    pricePeriod\n    subtotal\n    platformFee\n    total\n  }\n"): (typeof documents)["\n  fragment ReservationPriceFields on PriceBreakdown {\n    currency\n    nights\n    units\n    pricePerBed\n    pricePeriod\n    subtotal\n    platformFee\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReservationSummaryFields on Reservation {\n    id\n    code\n    status\n    checkIn\n    checkOut\n    beds\n    nights\n    roomTypeName\n    createdAt\n    responseDeadline\n    paymentDeadline\n    studentNote\n    declineReason\n    hostel {\n      id\n      name\n      city\n    }\n    student {\n      id\n      displayName\n    }\n    price {\n      currency\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment ReservationSummaryFields on Reservation {\n    id\n    code\n    status\n    checkIn\n    checkOut\n    beds\n    nights\n    roomTypeName\n    createdAt\n    responseDeadline\n    paymentDeadline\n    studentNote\n    declineReason\n    hostel {\n      id\n      name\n      city\n    }\n    student {\n      id\n      displayName\n    }\n    price {\n      currency\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationsQuoteQuery($input: StayInput!, $hostelId: ID!) {\n    quoteReservation(input: $input) {\n      checkIn\n      checkOut\n      beds\n      price {\n        ...ReservationPriceFields\n      }\n    }\n    hostel(id: $hostelId) {\n      id\n      name\n      city\n      cancellationPolicy\n      roomTypes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReservationsQuoteQuery($input: StayInput!, $hostelId: ID!) {\n    quoteReservation(input: $input) {\n      checkIn\n      checkOut\n      beds\n      price {\n        ...ReservationPriceFields\n      }\n    }\n    hostel(id: $hostelId) {\n      id\n      name\n      city\n      cancellationPolicy\n      roomTypes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReservationsRequestMutation($input: RequestReservationInput!) {\n    requestReservation(input: $input) {\n      id\n      ...ReservationSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReservationsRequestMutation($input: RequestReservationInput!) {\n    requestReservation(input: $input) {\n      id\n      ...ReservationSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationsMineQuery($first: Int!, $after: String, $status: ReservationStatus) {\n    myReservations(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ReservationSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReservationsMineQuery($first: Int!, $after: String, $status: ReservationStatus) {\n    myReservations(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ReservationSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationsOwnerQuery($first: Int!, $after: String, $status: ReservationStatus) {\n    ownerReservations(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ReservationSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    pendingReservationCount\n  }\n"): (typeof documents)["\n  query ReservationsOwnerQuery($first: Int!, $after: String, $status: ReservationStatus) {\n    ownerReservations(first: $first, after: $after, status: $status) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ReservationSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    pendingReservationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReservationsAcceptMutation($id: ID!) {\n    acceptReservation(id: $id) {\n      id\n      status\n      paymentDeadline\n    }\n  }\n"): (typeof documents)["\n  mutation ReservationsAcceptMutation($id: ID!) {\n    acceptReservation(id: $id) {\n      id\n      status\n      paymentDeadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReservationsDeclineMutation($id: ID!, $reason: String!) {\n    declineReservation(id: $id, reason: $reason) {\n      id\n      status\n      declineReason\n    }\n  }\n"): (typeof documents)["\n  mutation ReservationsDeclineMutation($id: ID!, $reason: String!) {\n    declineReservation(id: $id, reason: $reason) {\n      id\n      status\n      declineReason\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;