// bench:cart's customers: each with a gallery session of their own, the lines they believe their cart holds, the
// operation in flight, and their answers, refusals and wrong carts since the last tally.
import { gallerySessionToken, graphqlCall } from '../lib/http.ts';
import type { ServerCart } from './cart-lines.ts';
import { CartQuery } from './documents.ts';
import type { CustomerProgress, Operation } from './operations.ts';

export interface Customer extends CustomerProgress {
  token: string;
  /** The database id of the customer's gallery session, known after the first resync. */
  sessionId: string;
  pending: Operation | null;
  answered: number;
  refused: number;
  wrong: number;
}

export interface Tally {
  answered: number;
  refused: number;
  wrong: number;
}

/** Opens one gallery session per customer, one after another. */
export async function openCustomers(url: string, eventSlug: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let index = 0; index < count; index++) {
    const token = await gallerySessionToken(url, eventSlug);
    customers.push({
      index,
      token,
      sessionId: '',
      lines: [],
      added: 0,
      step: 0,
      pending: null,
      answered: 0,
      refused: 0,
      wrong: 0,
    });
  }
  return customers;
}

export async function readCart(url: string, slug: string, customer: Customer) {
  const data = await graphqlCall<{ gallerySession: { id: string; cart: ServerCart } }>(
    url,
    CartQuery,
    { slug },
    customer.token,
  );
  return data.gallerySession;
}

/** The customers' counts since the last tally, summed; the counts start again from zero. */
export function tally(customers: Customer[]): Tally {
  const figures = {
    answered: customers.reduce((sum, customer) => sum + customer.answered, 0),
    refused: customers.reduce((sum, customer) => sum + customer.refused, 0),
    wrong: customers.reduce((sum, customer) => sum + customer.wrong, 0),
  };
  for (const customer of customers) Object.assign(customer, { answered: 0, refused: 0, wrong: 0 });
  return figures;
}

export function addTallies(tallies: Tally[]): Tally {
  return tallies.reduce((total, part) => ({
    answered: total.answered + part.answered,
    refused: total.refused + part.refused,
    wrong: total.wrong + part.wrong,
  }));
}
