// service-spec.md section 2 and 8: every integer of the service is a 32-bit signed int.
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;
