// The payment contracts the checkout and the billing page's payment form check before sending;
// imported only through `import()` (see SchemaLoader in shared/forms), so zod stays out of the
// learn area's first load. The server checks the same schemas (payPurchase, addPaymentMethod).
export { paymentMethodInput, payPurchaseBody } from '@parla/contracts';
