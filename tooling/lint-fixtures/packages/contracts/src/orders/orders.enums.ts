export const OTHER_CARRIER_ID = 0;
