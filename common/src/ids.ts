const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id is a UUID: anything else names no row (and PostgreSQL would refuse to compare it). */
export const isUuid = (value: string) => UUID.test(value);
