/**
 * LiqPay integration (protocol API v3): the signed checkout form, the callback parser, the
 * status and refund client, and a local fake speaking the same protocol for development and tests.
 * LiqPay documentation: https://www.liqpay.ua/documentation/en/data_signature (signing),
 * https://www.liqpay.ua/documentation/uk/api/aquiring/checkout/doc (checkout),
 * https://www.liqpay.ua/documentation/en/api/callback (callback, statuses),
 * https://www.liqpay.ua/documentation/en/api/information/status/doc (status request),
 * https://www.liqpay.ua/documentation/en/api/aquiring/refund/doc (refund).
 */
export {
  amountToKopiykas,
  buildCheckout,
  decodeData,
  encodeData,
  formatKopiykas,
  isFailedStatus,
  isPaidStatus,
  isPendingStatus,
  isReversedStatus,
  kopiykasToAmount,
  parseCallback,
  sign,
  verifySignature,
  CONFIRMATION_STATUSES,
  FINAL_STATUSES,
  OTHER_STATUSES,
  type CallbackResult,
  type Checkout,
  type CheckoutInput,
  type LiqPayLanguage,
  type LiqPayPayment,
  type LiqPayStatus,
  type StatusOptions,
} from './liqpay-protocol';
export {
  fetchPaymentStatus,
  refundPayment,
  LiqPayApiError,
  LiqPayUnavailableError,
  type PaymentStatusResult,
  type RefundResult,
} from './liqpay-client';
export {
  startFakeLiqPay,
  type CallbackOverrides,
  type FakeLiqPay,
  type FakeLiqPayCallback,
  type FakeLiqPayOrder,
} from './fake-liqpay';
