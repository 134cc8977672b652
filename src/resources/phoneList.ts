/** A phone list's bottom padding: room for react-admin's floating create button over the last row. */
export const phoneListSx = { pb: 11 } as const;
