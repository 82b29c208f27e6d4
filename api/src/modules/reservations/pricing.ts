// The pricing rules live in @hostel/common: search compares stays with the very same code.
export { NIGHTS_PER_MONTH, priceStay, type PriceBreakdown } from '@hostel/common';
