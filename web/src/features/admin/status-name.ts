/** An enum value as a word for admins: PAID -> "Paid", PAID_OUT -> "Paid out". */
export const statusName = (value: string) =>
  value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');
