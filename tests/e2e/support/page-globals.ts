// What the tests' scripts inside the page keep on window, typed once for every spec.
export {};

declare global {
  interface Window {
    /** Layout shifts recorded by the gallery test (storefront-journeys). */
    shifts: number[];
    /** The Payment Brick's stub (support/mercado-pago.ts). */
    MercadoPago: unknown;
    /** Exposed by watchForCspViolations (support/csp.ts). */
    reportCspViolation(text: string): void;
  }
}
