// The pages of the back-in-stock mail's links (the backend writes them into its mails: shop/stock-alerts/notify.ts).
export const stockAlertPaths = {
  confirm: '/lagerbesked/bekraeft/',
  unsubscribe: '/lagerbesked/afmeld/',
} as const
