// How the fulfilment mutations name an order: its Relay id, checked against the event it was placed in.
export interface OrderReference {
  order: string;
  eventSlug: string;
}
