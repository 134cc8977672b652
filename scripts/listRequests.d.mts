export const LIST_REQUESTS: [label: string, path: string, who: 'dealer' | 'admin'][];
