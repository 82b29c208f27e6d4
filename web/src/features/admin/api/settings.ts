import { graphql } from '../../../gql';

export const AdminSettingsFieldsFragment = graphql(`
  fragment AdminSettingsFields on PlatformSettings {
    platformFeePercent
    currency
    exchangeRates {
      currency
      rate
    }
    reservationHoldHours
    paymentHoldHours
    requestsPerMinutePerUser
    requestsPerMinutePerIp
    pendingRequestsPerStudent
    bedsPerRequest
    paymentAttemptsPerReservationPerHour
    paymentAttemptsPerUserPerHour
    uploadsPerUserPerDay
    messagesPerMinutePerUser
    messagesPerDayPerUser
  }
`);

export const AdminSettingsQuery = graphql(`
  query AdminSettingsQuery {
    platformSettings {
      ...AdminSettingsFields
    }
  }
`);

export const AdminUpdateSettingsMutation = graphql(`
  mutation AdminUpdateSettingsMutation($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...AdminSettingsFields
    }
  }
`);
